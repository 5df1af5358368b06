// The contact search of spec §5 and §7: the search drawer and checkout's contact picker both use it.
import { api } from '../api/client';
import type { ContactSearchHit, ContactSearchResult } from '../types/api';
import { keptQuery } from '../data';

/** One contact of a search: the api's schema (api/src/modules/contacts/schemas.ts). */
export type ContactHit = ContactSearchHit;

/** What a search found: the newest matches, and how many match in all (`more`: more than `total`, the API's cap on counting). */
export type ContactSearchFound = { hits: ContactHit[]; total: number; more: boolean };

/** POST /contact/search (spec §7): form-encoded q and include_recently_added=true. */
export async function searchContacts(q: string, signal?: AbortSignal): Promise<ContactSearchFound> {
  const body = new URLSearchParams({ q, include_recently_added: 'true' });
  const answer = await api.post('contact/search', { body, ...(signal ? { signal } : {}) }).json<ContactSearchResult>();
  return { hits: answer.data.results.map((r) => r.data), total: answer.data.total, more: answer.data.more };
}

/**
 * The contacts matching `q` (under `['contacts', …]`, so a contact change makes it stale). Asked
 * only for non-empty text; a newer text cancels the older request (its signal is passed on); the
 * last hits stay while the next load.
 */
export const contactSearchQuery = (q: string) =>
  keptQuery({
    queryKey: ['contacts', 'search', q],
    queryFn: ({ signal }) => searchContacts(q, signal),
    enabled: q !== '',
  });
