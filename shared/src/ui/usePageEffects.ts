import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '../analytics/analytics';
import { useRuntimeConfig } from '../hooks/useRuntimeConfig';
import { matchRoute } from '../routes/resolveRoute';

/**
 * On every route change (spec §2): scroll to top, set the browser title, report a page view.
 * The shell runs it for the composed app; a standalone remote runs it for itself.
 */
export function usePageEffects(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation(['common', 'routes']);
  // a public page's site renders before its configuration arrives: the view is reported then
  const { analyticsId } = useRuntimeConfig();
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  useEffect(() => {
    const found = matchRoute(pathname);
    const page = found ? t(`routes:${found.id}`) : t('routes:notFound');
    const title = page === t('appName') ? page : `${page} | ${t('appName')}`;
    document.title = title;
    reportPageView(pathname, title);
    // language changes retitle without a new page view
  }, [pathname, t, i18n.language, analyticsId]);
}
