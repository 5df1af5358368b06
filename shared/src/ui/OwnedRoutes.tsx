import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routesOwnedBy, type Owner, type RouteId } from '../routes/routeTable';
import { BeingBuiltPanel } from './BeingBuiltPanel';
import { LoadingState } from './states/LoadingState';

export type PageMap = Partial<Record<RouteId, ComponentType>>;

/**
 * A package's routes, taken from the one route table: each page it owns renders its component,
 * or the being-built panel until a later issue builds it. Paths it does not own render nothing
 * (the shell is about to swap in their owner). A page may be lazy (`React.lazy`): it shows the
 * loading state until it arrives.
 */
export function OwnedRoutes({ owner, pages }: { owner: Owner; pages: PageMap }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        {routesOwnedBy(owner).map(([id, def]) => {
          const Page = pages[id];
          return <Route key={id} path={def.path} element={Page ? <Page /> : <BeingBuiltPanel routeId={id} />} />;
        })}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
