import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';

// No screen is built yet: every page this remote owns shows the being-built panel.
const pages: PageMap = {};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
