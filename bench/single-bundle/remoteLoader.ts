// The single-bundle twin of shell/src/features/remotes/remoteLoader.ts (same API): each remote's
// ./app is a lazy chunk of the one bundle instead of a federated module. Size benchmark only.
import type { Owner, RemotesManifest } from '@frontdesk/shared';
import type { LifeCycles } from 'single-spa';

export type RemoteName = Exclude<Owner, 'shell'>;
export type MicroApp = LifeCycles<{ domElement: HTMLElement }>;

type AppModule = Partial<MicroApp> & { missing?: true };

// aliased in bench/single-bundle/webpack.config.mjs
const apps: Record<RemoteName, () => Promise<AppModule>> = {
  payments: () => import('@frontdesk-bench/remote/payments'),
  bookings: () => import('@frontdesk-bench/remote/bookings'),
  contacts: () => import('@frontdesk-bench/remote/contacts'),
  collab: () => import('@frontdesk-bench/remote/collab'),
  docs: () => import('@frontdesk-bench/remote/docs'),
};

const loads = new Map<RemoteName, Promise<MicroApp>>();

/** Nothing to register: the remotes are part of the bundle. */
export function applyRemotesManifest(_next: RemotesManifest): void {
  loads.clear();
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export function loadMicroApp(remote: RemoteName): Promise<MicroApp> {
  const known = loads.get(remote);
  if (known) return known;
  const load = (async () => {
    try {
      const mod = await apps[remote]();
      if (mod.missing || typeof mod.mount !== 'function') throw new Error('no single-spa lifecycles in ./app');
      return mod as MicroApp;
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
  })();
  loads.set(remote, load);
  load.catch(() => loads.delete(remote));
  return load;
}

export function resetRemote(remote: RemoteName): void {
  loads.delete(remote);
}
