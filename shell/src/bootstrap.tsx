import { loadRuntimeConfig, readConfigFile, registerTranslations, restoreSession, type RemotesManifest } from '@frontdesk/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { ShellApp } from './app/ShellApp';
import { applyRemotesManifest } from './features/remotes/remoteLoader';
import { shellTranslations } from './i18n/shell';

async function boot() {
  registerTranslations('shell', shellTranslations);
  // runtime configuration: set per environment, no rebuild (README "Remotes")
  const [, remotes] = await Promise.all([loadRuntimeConfig(), readConfigFile<RemotesManifest>('/remotes.json')]);
  applyRemotesManifest(remotes ?? {});
  // single-spa re-fires popstate on pushState, so every root's router follows navigation
  start({ urlRerouteOnly: true });
  void restoreSession();
  const root = document.getElementById('root');
  // the first render in a transition: in slices the browser can interleave (decision 0046)
  if (root) {
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(<ShellApp />));
  }
}

void boot();
