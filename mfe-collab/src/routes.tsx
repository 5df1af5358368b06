import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { ChatPage } from './features/chat/components/ChatPage';
import { MailPage } from './features/mail/components/MailPage';

// The pages built so far; every other page this remote owns shows the being-built panel.
const pages: PageMap = {
  mailSystemLabel: MailPage,
  mailCustomLabel: MailPage,
  chatThread: ChatPage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
