import type { DocsPage } from '@frontdesk/shared';

/** A page as the search reads it: its title and its article's words, in one language. */
export type SearchEntry = { page: DocsPage; title: string; text: string };
export type SearchHit = { page: DocsPage; title: string; snippet: string };

/** Lower case without accents, so "configuracion" finds "configuración". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const SNIPPET = 140;

/** The words around the first place the text mentions the word, on word boundaries. */
function snippetOf(text: string, word: string): string {
  const at = fold(text).indexOf(word);
  if (at < 0) return text.length > SNIPPET ? `${text.slice(0, SNIPPET).replace(/\s+\S*$/, '')}…` : text;
  const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 40)) + 1);
  const slice = text.slice(from, from + SNIPPET);
  const cut = from + SNIPPET < text.length ? `${slice.replace(/\s+\S*$/, '')}…` : slice;
  return `${from > 0 ? '…' : ''}${cut}`;
}

/**
 * The pages that mention every word of the query (any order, accents and case aside): those with
 * words in their title first, then by how often the words appear; each with the words around the
 * first mention.
 */
export function searchDocs(entries: readonly SearchEntry[], query: string): SearchHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return entries
    .map((entry) => {
      const title = fold(entry.title);
      const text = fold(entry.text);
      const inTitle = words.filter((word) => title.includes(word)).length;
      if (!words.every((word) => title.includes(word) || text.includes(word))) return null;
      const mentions = words.reduce((sum, word) => sum + text.split(word).length - 1, 0);
      const first = words.find((word) => text.includes(word)) ?? '';
      return { hit: { page: entry.page, title: entry.title, snippet: snippetOf(entry.text, first) }, score: inTitle * 1000 + mentions };
    })
    .filter((scored) => scored !== null)
    .sort((a, b) => b.score - a.score)
    .map((scored) => scored.hit);
}
