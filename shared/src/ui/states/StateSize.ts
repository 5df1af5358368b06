/** A state fills a page (under its title) or one section of it (a tab, a card). */
export type StateSize = 'page' | 'section';
