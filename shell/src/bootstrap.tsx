import { api, registerTranslations, restoreSession, runtimeConfig, storedToken, type RemotesManifest, type RuntimeConfig } from '@frontdesk/shared';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { preloadSignedIn } from './app/lazyChunks';
import { ShellApp } from './app/ShellApp';
import { applyRemotesManifest } from './features/remotes/remoteLoader';
import { shellTranslations } from './i18n/shell';

async function fetchConfig<T>(path: string): Promise<T | null> {
  try {
    return await api.get(path).json<T>();
  } catch (error) {
    console.error(`[frontdesk] ${path} could not be read`, error);
    return null;
  }
}

async function boot() {
  // a returning user's session will be restored: fetch the signed-in chunks meanwhile
  if (storedToken()) preloadSignedIn();
  registerTranslations('shell', shellTranslations);
  // runtime configuration: set per environment, no rebuild (README "Remotes")
  const [config, remotes] = await Promise.all([
    fetchConfig<Partial<RuntimeConfig>>('config.json'),
    fetchConfig<RemotesManifest>('remotes.json'),
  ]);
  runtimeConfig.set(config ?? {});
  applyRemotesManifest(remotes ?? {});
  // single-spa re-fires popstate on pushState, so every root's router follows navigation
  start({ urlRerouteOnly: true });
  void restoreSession();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<ShellApp />);
}

void boot();
