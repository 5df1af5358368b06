// The single-bundle twin of shell/src/features/remotes/remoteLoader.ts (same API): each remote's
// ./app is a lazy chunk of the one bundle instead of a federated module. Size benchmark only.
import type { RemotesManifest } from '@frontdesk/shared';
import { createMicroAppCache, RemoteUnavailableError, type MicroApp, type RemoteName } from '../../shell/src/features/remotes/microAppCache';

export { RemoteUnavailableError, type MicroApp, type RemoteName };

type AppModule = Partial<MicroApp> & { missing?: true };

// aliased in bench/single-bundle/webpack.config.mjs
const apps: Record<RemoteName, () => Promise<AppModule>> = {
  payments: () => import('@frontdesk-bench/remote/payments'),
  bookings: () => import('@frontdesk-bench/remote/bookings'),
  contacts: () => import('@frontdesk-bench/remote/contacts'),
  collab: () => import('@frontdesk-bench/remote/collab'),
  docs: () => import('@frontdesk-bench/remote/docs'),
};

const cache = createMicroAppCache(async (remote) => {
  const mod = await apps[remote]();
  return mod.missing ? null : mod;
});

/** Nothing to register: the remotes are part of the bundle. */
export function applyRemotesManifest(_next: RemotesManifest): void {
  cache.clear();
}

export function loadMicroApp(remote: RemoteName): Promise<MicroApp> {
  return cache.load(remote);
}

export function resetRemote(remote: RemoteName): void {
  cache.forget(remote);
}
