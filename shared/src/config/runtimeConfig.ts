import { BehaviorSubject, type Observable } from 'rxjs';
import type { DesktopSites, RuntimeConfig } from '../types/api';

/** Remotes manifest (served at /remotes.json): federation name → URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;

// RuntimeConfig (served at /config.json, set per environment without a rebuild) is the API's
// schema (api/src/modules/config/schemas.ts): these are its values until the file is read, and a
// page's when it cannot be (not in test mode: the server says so when it is).
export const defaultRuntimeConfig: RuntimeConfig = {
  demo: false,
  desktopSites: { live: '', stage: '', dev: '' },
  analyticsId: '',
  testMode: false,
};

const config$ = new BehaviorSubject<RuntimeConfig>(defaultRuntimeConfig);

export const runtimeConfig = {
  get(): RuntimeConfig {
    return config$.value;
  },
  changes(): Observable<RuntimeConfig> {
    return config$.asObservable();
  },
  set(config: Partial<RuntimeConfig>): void {
    config$.next({ ...defaultRuntimeConfig, ...config });
  },
};

/** stage, dev or live, from the page's host name. */
export function environmentOf(hostname: string): keyof DesktopSites {
  if (/(^|[.-])stage([.-]|$)|staging/.test(hostname)) return 'stage';
  if (hostname === 'localhost' || hostname.startsWith('127.') || /(^|[.-])dev([.-]|$)/.test(hostname)) return 'dev';
  return 'live';
}

/**
 * The desktop site's address for this page's host (spec §2, Desktop View), or undefined where no
 * desktop site is configured for it: a page of its own would be a path of this app, that is the 404.
 */
export function desktopSiteUrl(path = '/', hostname = globalThis.location?.hostname ?? '', config = runtimeConfig.get()): string | undefined {
  const base = config.desktopSites[environmentOf(hostname)];
  return base ? new URL(path, base).toString() : undefined;
}
