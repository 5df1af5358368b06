// @frontdesk/shared/standalone — a package's pages with no shell: its dev server (every page,
// renderStandalone) and, in production, its public pages' own site (renderPublicPages). Not a
// shared module: the composed app never runs it, so it is bundled into those pages only.
export { renderStandalone } from './renderStandalone';
export { renderPublicPages, type PublicPagesOptions } from './renderPublicPages';
