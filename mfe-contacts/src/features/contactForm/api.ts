import { api, queryOptions, type Contact, type ContactInput, type DuplicatesResult } from '@frontdesk/shared';

// The form reads the contact and the tags, and saves changes, through src/common/api/contacts.ts.

/** POST /api/contacts → 201 the new contact, or 400 with field refusals. */
export function createContact(input: ContactInput): Promise<Contact> {
  return api.post('api/contacts', { json: input }).json<Contact>();
}

/** GET /api/contacts/duplicates?email&phone&excludeId: other contacts sharing the email or phone. */
export const duplicatesQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['contacts', 'duplicates', params.toString()],
    queryFn: ({ signal }) => api.get('api/contacts/duplicates', { searchParams: params, signal }).json<DuplicatesResult>(),
  });
