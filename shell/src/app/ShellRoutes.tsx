import { resolveRoute, useRuntimeConfig, useSession, type RouteId } from '@frontdesk/shared';
import { PublicFrame, usePageEffects } from '@frontdesk/shared/ui';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AccountPage } from '../features/account/components/AccountPage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { AppLayout } from '../features/layout/components/AppLayout';
import { NotFoundPage } from '../features/notFound/components/NotFoundPage';
import { RemoteArea } from '../features/remotes/components/RemoteArea';
import { SignpadPanel } from '../features/signpad/components/SignpadPanel';

// The pages the shell renders itself; every other page belongs to a remote (route table).
const shellPages: Partial<Record<RouteId, ComponentType>> = {
  notFound: NotFoundPage,
  login: LoginPage,
  loginUnprotected: LoginPage,
  register: RegisterPage,
  registerUnprotected: RegisterPage,
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
        <SignpadPanel />
      </PublicFrame>
    );
  }

  const resolution = resolveRoute(pathname, { signedIn: status === 'signedIn', demo });
  if (resolution.kind === 'redirect') {
    return <Navigate to={{ pathname: resolution.to, search }} replace />;
  }

  const { id, route } = resolution;
  const Page = shellPages[id];
  const content =
    route.owner === 'shell' ? Page ? <Page /> : <NotFoundPage /> : <RemoteArea key={route.owner} remote={route.owner} />;

  if (route.access === 'app') return <AppLayout>{content}</AppLayout>;
  return <PublicFrame>{content}</PublicFrame>;
}
