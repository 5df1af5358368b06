// @frontdesk/shared/standalone — a remote's own page, with no shell (its dev server, /pay, /book).
// Not a shared module: the shell never runs it, so it is bundled into the standalone page only.
export { renderStandalone } from './renderStandalone';
export { renderPublicPage, type PublicPageOptions } from './renderPublicPage';
