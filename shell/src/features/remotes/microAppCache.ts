import type { Owner } from '@frontdesk/shared';
import type { LifeCycles } from 'single-spa';

export type RemoteName = Exclude<Owner, 'shell'>;
export type MicroApp = LifeCycles<{ domElement: HTMLElement }>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads each remote's `./app` once and keeps it; a failed load is forgotten so Retry fetches
 * again. `fetchApp` says where the code comes from (federation here, a lazy chunk in the
 * single-bundle benchmark).
 */
export function createMicroAppCache(fetchApp: (remote: RemoteName) => Promise<unknown>) {
  const loads = new Map<RemoteName, Promise<MicroApp>>();
  return {
    load(remote: RemoteName): Promise<MicroApp> {
      const known = loads.get(remote);
      if (known) return known;
      const load = (async () => {
        try {
          const mod = (await fetchApp(remote)) as Partial<MicroApp> | null | undefined;
          if (!mod || typeof mod.mount !== 'function') throw new Error('no single-spa lifecycles in ./app');
          return mod as MicroApp;
        } catch (error) {
          throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
        }
      })();
      loads.set(remote, load);
      load.catch(() => loads.delete(remote));
      return load;
    },
    forget(remote: RemoteName): void {
      loads.delete(remote);
    },
    clear(): void {
      loads.clear();
    },
  };
}
