import { buildPath, docsPages, type DocsPage } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The pages before and after this one, in the route table's order (none before the first, none after the last). */
export function DocsPager({ current }: { current: DocsPage }) {
  const { t } = useTranslation(['docs', 'routes']);
  const at = docsPages.indexOf(current);
  const previous = docsPages[at - 1];
  const next = docsPages[at + 1];
  return (
    <nav aria-label={t('docs.pager')} className="fd-docs-pager">
      {previous && (
        <Link to={buildPath(`docs.${previous}`)} rel="prev">
          <small>{t('docs.previous')}</small> {t(`routes:docs.${previous}`)}
        </Link>
      )}
      {next && (
        <Link to={buildPath(`docs.${next}`)} rel="next" className="fd-docs-next">
          <small>{t('docs.next')}</small> {t(`routes:docs.${next}`)}
        </Link>
      )}
    </nav>
  );
}
