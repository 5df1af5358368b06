import { resolveRoute, useRuntimeConfig, useSession, type RouteId } from '@frontdesk/shared';
import { Flex, Spin } from '@frontdesk/shared/antd';
import { PublicFrame, usePageEffects } from '@frontdesk/shared/ui';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { useEmbedded } from '../features/embedded/hooks/useEmbedded';
import { importAccountPage, importAppLayout, importNotFoundPage, importRemoteArea, importSignpadPanel } from './lazyChunks';

// The signed-in chrome (layout, menu, top bar, drawers, account menu, quick add, search) and the
// signed-in shell pages are chunks of their own, fetched after sign-in: a first visit to a
// signed-out page takes only what it renders (docs/decisions/0013-first-visit.md).
const AppLayout = lazy(() => importAppLayout().then((m) => ({ default: m.AppLayout })));
const AccountPage = lazy(() => importAccountPage().then((m) => ({ default: m.AccountPage })));
const SignpadPanel = lazy(() => importSignpadPanel().then((m) => ({ default: m.SignpadPanel })));
// Also lazy, for the sign-in form's sake: a remote's area (single-spa's parcel, the error panel) is
// fetched with the first remote page, the not-found page (antd's Result art) when one is shown.
const RemoteArea = lazy(() => importRemoteArea().then((m) => ({ default: m.RemoteArea })));
const NotFoundPage = lazy(() => importNotFoundPage().then((m) => ({ default: m.NotFoundPage })));

/** What shows while one of those chunks loads: the whole screen's, or a page's. */
function ChunkLoading({ page = false }: { page?: boolean }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: page ? 240 : '100vh' }} role="status">
      <Spin size="large" />
    </Flex>
  );
}

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
  const embedded = useEmbedded();
  usePageEffects();

  const frame = (content: ReactNode) => (embedded ? <main>{content}</main> : <PublicFrame>{content}</PublicFrame>);

  // Signpad mode: the desk's screen is a customer's. No page shows, at any address, until a staff
  // member leaves the mode; then the app comes back where it was.
  if (status === 'signedIn' && user?.mode === 'signpad') {
    return frame(
      <Suspense fallback={<ChunkLoading page />}>
        <SignpadPanel />
      </Suspense>,
    );
  }

  const resolution = resolveRoute(pathname, { signedIn: status === 'signedIn', demo });
  if (resolution.kind === 'redirect') {
    return <Navigate to={{ pathname: resolution.to, search }} replace />;
  }

  const { id, route } = resolution;
  const Page = shellPages[id];
  // a remote's page: its area's chunk loads beside the layout's, not after it
  if (route.owner !== 'shell') void importRemoteArea();
  const content = (
    <Suspense fallback={<ChunkLoading page />}>
      {route.owner === 'shell' ? Page ? <Page /> : <NotFoundPage /> : <RemoteArea key={route.owner} remote={route.owner} />}
    </Suspense>
  );

  if (route.access === 'app') {
    return (
      <Suspense fallback={<ChunkLoading />}>
        <AppLayout>{content}</AppLayout>
      </Suspense>
    );
  }
  return frame(content);
}
