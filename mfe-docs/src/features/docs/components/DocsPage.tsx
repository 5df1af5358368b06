import { useCurrentDocsPage } from '../hooks/useCurrentDocsPage';
import { DocsArticle } from './DocsArticle';
import { DocsLayout } from './DocsLayout';
import { DocsPager } from './DocsPager';

/** Every /docs/{page} route: the docs layout around the page the address names, with the pages before and after it. */
export function DocsPage() {
  const page = useCurrentDocsPage();
  return (
    <DocsLayout current={page}>
      <DocsArticle page={page} />
      <DocsPager current={page} />
    </DocsLayout>
  );
}
