import { routes, type RouteId } from '@frontdesk/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const routeIds = Object.keys(routes) as RouteId[];

/** Every route of the one route table (shared/src/routes/routeTable.ts): path, page, owner, who may see it. */
export function RoutesTable() {
  const { t } = useTranslation(['docs', 'routes']);
  const captionId = useId();
  return (
    <div className="fd-docs-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t('docs.reference.routes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('docs.reference.routes.path')}</th>
            <th scope="col">{t('docs.reference.routes.title')}</th>
            <th scope="col">{t('docs.reference.routes.owner')}</th>
            <th scope="col">{t('docs.reference.routes.access')}</th>
          </tr>
        </thead>
        <tbody>
          {routeIds.map((id) => {
            const route = routes[id];
            return (
              <tr key={id}>
                <th scope="row">
                  <code>{route.path}</code>
                </th>
                <td>{route.redirect ? t('docs.reference.routes.redirect', { to: route.redirect }) : t(`routes:${id}`)}</td>
                <td>{route.owner}</td>
                <td>
                  {t(`docs.reference.routes.accessKinds.${route.access}`)}
                  {route.demo ? ` · ${t('docs.reference.routes.demo')}` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
