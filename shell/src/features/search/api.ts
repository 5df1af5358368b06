import { api } from '@frontdesk/shared';

export type ContactHit = { id: string; full_name: string; email: string; phone: string; image_32x32: string };
type SearchAnswer = { data: { results: { data: ContactHit }[] } };

/** POST /contact/search (spec §7): form-encoded q and include_recently_added=true. */
export async function searchContacts(q: string, signal?: AbortSignal): Promise<ContactHit[]> {
  const body = new URLSearchParams({ q, include_recently_added: 'true' });
  const answer = await api.post('contact/search', { body, ...(signal ? { signal } : {}) }).json<SearchAnswer>();
  return answer.data.results.map((r) => r.data);
}
