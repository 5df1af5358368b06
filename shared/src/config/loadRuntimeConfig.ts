import type { RuntimeConfig } from '../types/api';
import { runtimeConfig } from './runtimeConfig';

/**
 * Reads one of the static files the server writes per environment (`config.json`,
 * `remotes.json`), beside the page. A missing or unreadable file is null, and logged: the page runs
 * on defaults rather than not at all. A plain `fetch`, not the API client: these are public
 * files, with no session, CSRF token or problem document, and a public page that makes no API call
 * does not download the client for them (docs/decisions/0013-first-visit.md).
 */
export async function readConfigFile<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(new URL(path, document.baseURI));
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return (await response.json()) as T;
  } catch (error) {
    console.error(`[frontdesk] ${path} could not be read`, error);
    return null;
  }
}

/** Reads `config.json` into the runtime configuration (README "Remotes"): per environment, no rebuild. */
export async function loadRuntimeConfig(): Promise<void> {
  runtimeConfig.set((await readConfigFile<Partial<RuntimeConfig>>('/config.json')) ?? {});
}
