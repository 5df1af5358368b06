import { Route, Routes } from 'react-router-dom';
import { routes, type RouteId } from '../routes/routeTable';
import type { PageMap } from '../ui/OwnedRoutes';

/** The public pages a remote serves on its own, at their paths in the route table; others render nothing. */
export function PublicRoutes({ pages }: { pages: PageMap }) {
  return (
    <Routes>
      {Object.entries(pages).map(([id, Page]) =>
        Page ? <Route key={id} path={routes[id as RouteId].path} element={<Page />} /> : null,
      )}
      <Route path="*" element={null} />
    </Routes>
  );
}
