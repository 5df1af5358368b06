import type { DocsPage } from '@frontdesk/shared';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block, Reference } from '../articles/article';
import { useArticle } from '../hooks/useArticle';
import { RichText } from './RichText';

// the generated tables, each fetched only by the page that shows it
const references: Record<Reference, ComponentType> = {
  envVariables: lazy(() => import('../reference/EnvVariablesTable').then((m) => ({ default: m.EnvVariablesTable }))),
  apiCalls: lazy(() => import('../reference/ApiCallsTable').then((m) => ({ default: m.ApiCallsTable }))),
  routes: lazy(() => import('../reference/RoutesTable').then((m) => ({ default: m.RoutesTable }))),
};

function ArticleBlock({ block }: { block: Block }) {
  const { t } = useTranslation('docs');
  switch (block[0]) {
    case 'h2':
      return <h2>{block[1]}</h2>;
    case 'p':
      return (
        <p>
          <RichText text={block[1]} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block[1].map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'code':
      return (
        // commands and code read left to right in every language (an rtl page would start their scroll at the end)
        <pre tabIndex={0} dir="ltr">
          <code>{block[1]}</code>
        </pre>
      );
    case 'reference': {
      const Table = references[block[1]];
      return (
        <Suspense fallback={<p role="status">{t('docs.loading')}</p>}>
          <Table />
        </Suspense>
      );
    }
  }
}

/** A docs page: its title (the route's), then its article in the reader's language. */
export function DocsArticle({ page }: { page: DocsPage }) {
  const { t } = useTranslation(['docs', 'routes']);
  const read = useArticle(page);
  return (
    <article className="fd-docs-article" aria-busy={read.status === 'loading' || undefined}>
      <h1>{t(`routes:docs.${page}`)}</h1>
      {read.status === 'loading' && <p role="status">{t('docs.loading')}</p>}
      {read.status === 'failed' && (
        <div role="alert">
          <p>{t('docs.failed')}</p>
          <button type="button" onClick={read.retry}>
            {t('docs.tryAgain')}
          </button>
        </div>
      )}
      {read.status === 'ready' && (
        <>
          <p className="fd-docs-summary">
            <RichText text={read.article.summary} />
          </p>
          {read.article.blocks.map((block, index) => (
            <ArticleBlock key={index} block={block} />
          ))}
        </>
      )}
    </article>
  );
}
