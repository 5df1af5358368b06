import { useSettings, type DocsPage } from '@frontdesk/shared';
import { useEffect, useState } from 'react';
import { loadArticle, type Article } from '../articles/article';

export type ArticleRead = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; article: Article };

type Answer = { key: string; article: Article } | { key: string; failed: true };

/** The page's article in the reader's language, fetched when the page or the language changes. */
export function useArticle(page: DocsPage): ArticleRead {
  const { language } = useSettings();
  const key = `${language}/${page}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadArticle(language, page).then(
      (article) => current && setAnswer({ key, article }),
      () => current && setAnswer({ key, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, language, page, attempt]);
  if (!answer || answer.key !== key) return { status: 'loading' };
  if ('failed' in answer) return { status: 'failed', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', article: answer.article };
}
