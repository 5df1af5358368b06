import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Owner, RemotesManifest } from '@frontdesk/shared';
import type { LifeCycles } from 'single-spa';

export type RemoteName = Exclude<Owner, 'shell'>;
export type MicroApp = LifeCycles<{ domElement: HTMLElement }>;

let manifest: RemotesManifest = {};
const loads = new Map<RemoteName, Promise<MicroApp>>();

/** Points each remote at the mf-manifest.json the runtime remotes manifest names. */
export function applyRemotesManifest(next: RemotesManifest): void {
  manifest = next;
  loads.clear();
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, cause?: unknown) {
    super(`remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** The remote's single-spa lifecycles (its exposed `./app`), fetched once and kept. */
export function loadMicroApp(remote: RemoteName): Promise<MicroApp> {
  const known = loads.get(remote);
  if (known) return known;
  const load = (async () => {
    if (!manifest[remote]) throw new RemoteUnavailableError(remote, 'not in the remotes manifest');
    try {
      const mod = await loadRemote<MicroApp>(`${remote}/app`);
      if (!mod || typeof mod.mount !== 'function') throw new Error('no single-spa lifecycles in ./app');
      return mod;
    } catch (error) {
      throw new RemoteUnavailableError(remote, error);
    }
  })();
  loads.set(remote, load);
  // a failed load is forgotten so Retry fetches again
  load.catch(() => loads.delete(remote));
  return load;
}

/** Forgets a failed remote and re-registers it, so the next load fetches its manifest anew. */
export function resetRemote(remote: RemoteName): void {
  loads.delete(remote);
  const entry = manifest[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
