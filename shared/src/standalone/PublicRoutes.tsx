import { Suspense, useEffect } from 'react';
import { lazyWithAntd } from '../ui/lazyWithAntd';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useSession } from '../hooks/useSession';
import { sessionStore } from '../session/sessionStore';
import { publicRoute } from './publicRoute';
import { routes, type Owner } from '../routes/routeTable';
import type { PageMap } from '../ui/OwnedRoutes';

// a public page still being built (none today) shows the panel, fetched only then
const BeingBuiltPanel = lazyWithAntd(() => import('../ui/BeingBuiltPanel').then((m) => m.BeingBuiltPanel));

/**
 * The address this page is leaving for. The page runs on until the server answers, and a render
 * meanwhile may resolve the same address again (signing in: the guard's render, then the
 * navigation's); loading it a second time would abort the first load and start over. Cleared when
 * the browser shows this page again from its back-forward cache.
 */
let leavingFor: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) leavingFor = null;
  });
}

/**
 * A page this site does not have (the signed-in app, another package's public page): the browser
 * loads it from the server, which serves the composed app or that package's own site. Resolved
 * again when it happens, after the current task, from the address bar and the session as they are
 * then: a navigation made in the same turn wins (signing in opens the session, whose guard would
 * send the visitor to /app/account, and then navigates to /app; the router renders that later, in
 * a transition, but the address bar already says /app). Each address is loaded once.
 */
function LoadFromServer({ owner, at }: { owner: Owner; at: string }) {
  useEffect(() => {
    const load = setTimeout(() => {
      const { pathname, search, hash } = window.location;
      const next = publicRoute(owner, `${pathname}${search}${hash}`, sessionStore.get().status === 'signedIn');
      if (next.kind !== 'load' || next.to === leavingFor) return;
      leavingFor = next.to;
      window.location.replace(next.to);
    });
    return () => clearTimeout(load);
  }, [owner, at]);
  return null;
}

/** The public pages of one package, resolved through the route table (publicRoute). */
export function PublicRoutes({ owner, pages }: { owner: Owner; pages: PageMap }) {
  const { pathname, search, hash } = useLocation();
  const { status } = useSession();
  const next = publicRoute(owner, `${pathname}${search}${hash}`, status === 'signedIn');
  if (next.kind === 'navigate') return <Navigate to={next.to} replace />;
  if (next.kind === 'load') return <LoadFromServer owner={owner} at={next.to} />;
  const Page = pages[next.id];
  // at its route's path, so the page reads its parameters (/pay/:paymentLinkId)
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path={routes[next.id].path} element={Page ? <Page /> : <BeingBuiltPanel routeId={next.id} />} />
      </Routes>
    </Suspense>
  );
}
