import { api, type Contact, type ContactInput, type DuplicatesResult } from '@frontdesk/shared';

/** POST /api/contacts → 201 the new contact, or 400 ContactFieldErrors. */
export function createContact(input: ContactInput): Promise<Contact> {
  return api.post('api/contacts', { json: input }).json<Contact>();
}

/** PATCH /api/contacts/{id} (any ContactInput fields) → the contact, or 400 ContactFieldErrors. */
export function updateContact(id: string, input: ContactInput): Promise<Contact> {
  return api.patch(`api/contacts/${encodeURIComponent(id)}`, { json: input }).json<Contact>();
}

/** GET /api/contacts/duplicates?email&phone&excludeId: other contacts sharing the email or phone. */
export function findDuplicates(params: URLSearchParams, signal?: AbortSignal): Promise<DuplicatesResult> {
  return api.get('api/contacts/duplicates', { searchParams: params, signal }).json<DuplicatesResult>();
}
