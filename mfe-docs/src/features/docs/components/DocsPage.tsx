import { useCurrentDocsPage } from '../hooks/useCurrentDocsPage';
import { DocsArticle } from './DocsArticle';
import { DocsLayout } from './DocsLayout';

/** Every /docs/{page} route: the docs layout around the page the address names. */
export function DocsPage() {
  const page = useCurrentDocsPage();
  return (
    <DocsLayout current={page}>
      <DocsArticle page={page} />
    </DocsLayout>
  );
}
