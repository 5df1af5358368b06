import { routes, type RouteId } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { ReferenceTable } from './ReferenceTable';

const routeIds = Object.keys(routes) as RouteId[];

/** Every route of the one route table (shared/src/routes/routeTable.ts): path, page, owner, who may see it. */
export function RoutesTable() {
  const { t } = useTranslation(['docs', 'routes']);
  return (
    <ReferenceTable
      caption={t('docs.reference.routes.caption')}
      columns={[t('docs.reference.routes.path'), t('docs.reference.routes.title'), t('docs.reference.routes.owner'), t('docs.reference.routes.access')]}
      rows={routeIds.map((id) => {
        const route = routes[id];
        return {
          key: id,
          name: route.path,
          cells: [
            route.redirect ? t('docs.reference.routes.redirect', { to: route.redirect }) : t(`routes:${id}`),
            route.owner,
            `${t(`docs.reference.routes.accessKinds.${route.access}`)}${route.demo ? ` · ${t('docs.reference.routes.demo')}` : ''}`,
          ],
        };
      })}
    />
  );
}
