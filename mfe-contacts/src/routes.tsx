import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { AssetFormPage } from './features/assets/components/AssetFormPage';
import { ManagementAssetsPage } from './features/assets/components/ManagementAssetsPage';
import { AssetTypesPage } from './features/assetTypes/components/AssetTypesPage';
import { ContactPage } from './features/contactPage/components/ContactPage';
import { ContactCreatePage, ContactEditPage } from './features/contactForm/components/ContactFormPage';
import { ContactListPage, CustomerListPage } from './features/contactList/components/ContactListPage';
import { FormTemplatesPage } from './features/forms/components/FormTemplatesPage';
import { ImportPage } from './features/import/components/ImportPage';
import { LostCustomersPage } from './features/lostCustomers/components/LostCustomersPage';
import { RemindersPage } from './features/reminders/components/RemindersPage';
import { DigitalFormsPage } from './features/reports/components/DigitalFormsPage';
import { InboundLeadPage } from './features/reports/components/InboundLeadPage';
import { RepeatFrequencyPage } from './features/reports/components/RepeatFrequencyPage';

// Pages not built yet show the being-built panel.
const pages: PageMap = {
  contacts: ContactListPage,
  contactCreate: ContactCreatePage,
  contact: ContactPage,
  contactEdit: ContactEditPage,
  assetTypes: AssetTypesPage,
  contactForms: FormTemplatesPage,
  assetCreate: AssetFormPage,
  assetEdit: AssetFormPage,
  // demo flag: the same pages at the management addresses
  customers: CustomerListPage,
  customer: ContactPage,
  customerEdit: ContactEditPage,
  managementAssets: ManagementAssetsPage,
  remindersList: RemindersPage,
  lostCustomers: LostCustomersPage,
  contactImport: ImportPage,
  'reports.repeat-frequency': RepeatFrequencyPage,
  'reports.inbound-lead': InboundLeadPage,
  'reports.digital_forms': DigitalFormsPage,
};

export function ContactsRoutes() {
  return <OwnedRoutes owner="contacts" pages={pages} />;
}
