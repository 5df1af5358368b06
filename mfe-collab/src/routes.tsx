import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { MailPage } from './features/mail/components/MailPage';

// The pages built so far; every other page this remote owns shows the being-built panel.
const pages: PageMap = {
  mailSystemLabel: MailPage,
  mailCustomLabel: MailPage,
};

export function CollabRoutes() {
  return <OwnedRoutes owner="collab" pages={pages} />;
}
