import { LOGIN, matchRoute, resolveRoute, useRuntimeConfig, useSession, type AskedFor, type RouteId } from '@frontdesk/shared';
import { LoadingState, PublicFrame, usePageEffects } from '@frontdesk/shared/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { RemoteArea } from '../features/remotes/components/RemoteArea';
import { publicShellPages } from './shellPages';

// the signed-in pages the shell renders itself, fetched when shown like its public ones (./shellPages)
const AccountPage = lazy(() => import('../features/account/components/AccountPage').then((m) => ({ default: m.AccountPage })));
const SignpadPanel = lazy(() => import('../features/signpad/components/SignpadPanel').then((m) => ({ default: m.SignpadPanel })));

// The pages the shell renders itself; every other page belongs to a remote (route table).
const shellPages: Partial<Record<RouteId, ComponentType>> = {
  ...publicShellPages,
  account: AccountPage,
};

/** Resolves the current URL through the route table: guards, redirects, frame and owner. */
export function ShellRoutes() {
  const { pathname, search } = useLocation();
  const { status, user } = useSession();
  const { demo } = useRuntimeConfig();
  usePageEffects();

  // Signpad mode: the desk's screen is a customer's. No page shows, at any address, until a staff
  // member leaves the mode; then the app comes back where it was.
  if (status === 'signedIn' && user?.mode === 'signpad') {
    return (
      <PublicFrame>
        <Suspense fallback={<LoadingState />}>
          <SignpadPanel />
        </Suspense>
      </PublicFrame>
    );
  }

  const signedIn = status === 'signedIn';
  const resolution = resolveRoute(pathname, { signedIn, demo });
  if (resolution.kind === 'redirect') {
    // a signed-out visitor sent to sign in keeps the address they asked for: signing in opens it
    const asked: AskedFor | undefined = resolution.to === LOGIN && !signedIn ? { from: `${pathname}${search}` } : undefined;
    const to = <Navigate to={{ pathname: resolution.to, search }} state={asked} replace />;
    // a redirect into the app happens inside the app's frame: the frame (top bar, side menu, an open
    // account menu) stays mounted through /app → /app/register/select, as after signing in, instead
    // of being unmounted for the redirect and mounted again a moment later
    return signedIn && matchRoute(resolution.to)?.route.access === 'app' ? <AppLayout>{to}</AppLayout> : to;
  }

  const { id, route } = resolution;
  const Page = shellPages[id];
  const content =
    route.owner === 'shell' ? (
      <Suspense fallback={<LoadingState />}>{Page ? <Page /> : <publicShellPages.notFound />}</Suspense>
    ) : (
      <RemoteArea key={route.owner} remote={route.owner} />
    );

  if (route.access === 'app') return <AppLayout>{content}</AppLayout>;
  return <PublicFrame>{content}</PublicFrame>;
}
