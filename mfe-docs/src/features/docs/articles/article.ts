import type { DocsPage } from '@frontdesk/shared';
import type { Language } from '@frontdesk/shared';

/** The generated tables a page can show: made from the sources at build time, never written by hand. */
export type Reference = 'envVariables' | 'apiCalls' | 'routes';

/**
 * One block of an article. Text may carry `code` in backticks and [links](/docs/routing) to
 * other pages of the app.
 */
export type Block =
  readonly ['h2', string] | readonly ['p', string] | readonly ['list', readonly string[]] | readonly ['code', string] | readonly ['reference', Reference];

/** A docs page's text in one language: its own file, fetched with its page. */
export type Article = { readonly summary: string; readonly blocks: readonly Block[] };

const loaded = new Map<string, Promise<Article>>();

/**
 * A page's article in a language: a chunk of its own (one per page and language), so no page pays
 * for the others. Kept once fetched; a failed fetch is forgotten, so trying again fetches again.
 */
export function loadArticle(language: Language, page: DocsPage): Promise<Article> {
  const key = `${language}/${page}`;
  let article = loaded.get(key);
  if (!article) {
    article = import(/* webpackChunkName: "docs-[request]" */ `./${language}/${page}`).then((module: { article: Article }) => module.article);
    article.catch(() => loaded.delete(key));
    loaded.set(key, article);
  }
  return article;
}

/** An article's words as plain text (for the search): no backticks, links as their text. */
export function plainText(article: Article): string {
  const texts = article.blocks.flatMap(([kind, value]) => (kind === 'list' ? value : kind === 'reference' ? [] : [value]));
  return [article.summary, ...texts]
    .join(' ')
    .replace(/`/g, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');
}
