import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { FeedPage } from './features/social/components/FeedPage';
import { ProfilePage } from './features/social/components/ProfilePage';

// The pages this remote has built; every other page it owns shows the being-built panel.
const pages: PageMap = {
  socialFeed: FeedPage,
  socialProfile: ProfilePage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
