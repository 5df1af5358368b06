import { buildPath, docsPages, type DocsPage } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The 13 docs pages, in the route table's order, titled from the `routes:` namespace. */
export function DocsNav({ current }: { current: DocsPage }) {
  const { t } = useTranslation(['docs', 'routes']);
  return (
    <nav aria-label={t('docs.nav')} className="fd-docs-nav">
      <ul>
        {docsPages.map((page) => (
          <li key={page}>
            <Link to={buildPath(`docs.${page}`)} aria-current={page === current ? 'page' : undefined}>
              {t(`routes:docs.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
