// The docs' public pages (/home, /pricing, /docs/*) as a site of their own (dist/standalone): what
// the api serves on a first visit to them, lean (docs/decisions/0013-first-visit.md): plain elements
// from the theme's tokens, no antd (docs/decisions/0060). `./index.ts`
// runs every page (dev).
import { renderPublicPages } from '@frontdesk/shared/standalone';
import { translations } from './i18n';
import { pages } from './routes';

renderPublicPages({ owner: 'docs', translations, pages });
