import type { MicroAppOptions } from '@frontdesk/shared/ui';
import { translations } from './i18n';
import { BookingsRoutes } from './routes';

export const microApp: MicroAppOptions = { name: 'bookings', translations, App: BookingsRoutes };
