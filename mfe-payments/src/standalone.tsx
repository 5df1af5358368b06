// The production page of its own (dist/standalone, /pay/{id}): the public pages only, lean
// (docs/decisions/0013-first-visit.md). The dev server runs ./index.ts, every page of the remote.
import { renderPublicPage } from '@frontdesk/shared/standalone';
import { PayPage } from './features/pay/components/PayPage';
import { translations } from './i18n';

renderPublicPage({ name: 'payments', translations, pages: { pay: PayPage } });
