import { api, type Contact } from '@frontdesk/shared';

/** GET /api/contacts/{id}: one contact of the signed-in user's business (404 for any other). */
export function fetchContact(id: string, signal?: AbortSignal): Promise<Contact> {
  return api.get(`api/contacts/${encodeURIComponent(id)}`, { signal }).json<Contact>();
}
