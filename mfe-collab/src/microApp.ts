import type { MicroAppOptions } from '@frontdesk/shared/ui';
import { translations } from './i18n';
import { CollabRoutes } from './routes';

export const microApp: MicroAppOptions = { name: 'collab', translations, App: CollabRoutes };
