import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { ContactPage } from './features/contact/components/ContactPage';

// Pages not built yet show the being-built panel.
const pages: PageMap = { contact: ContactPage };

export function ContactsRoutes() {
  return <OwnedRoutes owner="contacts" pages={pages} />;
}
