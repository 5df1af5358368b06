import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@frontdesk/shared';
import { createMicroAppCache, RemoteUnavailableError, type MicroApp, type RemoteName } from './microAppCache';

export { RemoteUnavailableError, type MicroApp, type RemoteName };

let manifest: RemotesManifest = {};

const cache = createMicroAppCache(async (remote) => {
  if (!manifest[remote]) throw new RemoteUnavailableError(remote, 'not in the remotes manifest');
  return loadRemote<MicroApp>(`${remote}/app`);
});

/** Points each remote at the mf-manifest.json the runtime remotes manifest names. */
export function applyRemotesManifest(next: RemotesManifest): void {
  manifest = next;
  cache.clear();
  registerRemotes(
    Object.entries(next).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** The remote's single-spa lifecycles (its exposed `./app`), fetched once and kept. */
export function loadMicroApp(remote: RemoteName): Promise<MicroApp> {
  return cache.load(remote);
}

/** Forgets a failed remote and re-registers it, so the next load fetches its manifest anew. */
export function resetRemote(remote: RemoteName): void {
  cache.forget(remote);
  const entry = manifest[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
