import { docsPages, useSettings } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArticle, plainText } from '../articles/article';
import type { SearchEntry } from '../search';

export type SearchEntries = { status: 'idle' | 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; entries: SearchEntry[] };

/**
 * Every docs page's title and words in the reader's language, fetched when the search is first
 * wanted (`wanted`): the articles' chunks, which a reader's browser keeps, and nothing more.
 */
export function useSearchEntries(wanted: boolean): SearchEntries {
  const { language } = useSettings();
  const { t } = useTranslation('routes');
  const [answer, setAnswer] = useState<{ language: string; entries: SearchEntry[] } | { language: string; failed: true } | null>(null);
  const have = answer?.language === language;
  useEffect(() => {
    if (!wanted || have) return;
    let current = true;
    Promise.all(docsPages.map((page) => loadArticle(language, page).then((article) => ({ page, text: plainText(article) })))).then(
      (pages) => current && setAnswer({ language, entries: pages.map(({ page, text }) => ({ page, title: '', text })) }),
      () => current && setAnswer({ language, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [wanted, have, language]);
  if (!answer || !have) return { status: wanted ? 'loading' : 'idle' };
  if ('failed' in answer) return { status: 'failed', retry: () => setAnswer(null) };
  // titles from the routes' texts at each render: they follow the language with the articles
  return { status: 'ready', entries: answer.entries.map((entry) => ({ ...entry, title: t(`docs.${entry.page}`) })) };
}
