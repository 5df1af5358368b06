import { docsPages, matchRoute, type DocsPage } from '@frontdesk/shared';
import { useLocation } from 'react-router-dom';

/** The docs page of the current address, through the route table (docs.routing → 'routing'). */
export function useCurrentDocsPage(): DocsPage {
  const { pathname } = useLocation();
  const id = matchRoute(pathname)?.id;
  return docsPages.find((page) => id === `docs.${page}`) ?? 'welcome';
}
