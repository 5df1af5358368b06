import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { ChatPage } from './features/chat/components/ChatPage';

// Pages not built yet show the being-built panel.
const pages: PageMap = {
  chatThread: ChatPage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
