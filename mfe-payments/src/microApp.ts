import type { MicroAppOptions } from '@frontdesk/shared/ui';
import { translations } from './i18n';
import { PaymentsRoutes } from './routes';

export const microApp: MicroAppOptions = { name: 'payments', translations, App: PaymentsRoutes };
