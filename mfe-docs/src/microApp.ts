import type { MicroAppOptions } from '@frontdesk/shared/ui';
import { translations } from './i18n';
import { DocsRoutes } from './appRoutes';

export const microApp: MicroAppOptions = { name: 'docs', translations, App: DocsRoutes };
