import type { MicroAppOptions } from '@frontdesk/shared/ui';
import { translations } from './i18n';
import { ContactsRoutes } from './routes';

export const microApp: MicroAppOptions = { name: 'contacts', translations, App: ContactsRoutes };
