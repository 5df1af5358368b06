import { api, queryOptions, type Contact, type ContactInput, type TagList } from '@frontdesk/shared';

// The contact reads and writes more than one feature makes (the page, the form, the list's filters).
// Every contact query's key starts with 'contacts', so a change invalidates them all at once.

const oneContact = (id: string) => `api/contacts/${encodeURIComponent(id)}`;

/** GET /api/contacts/{id}: one contact of the signed-in user's business (404 for any other). */
export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: ['contacts', 'one', id],
    queryFn: ({ signal }) => api.get(oneContact(id), { signal }).json<Contact>(),
  });

/** GET /api/contacts/tags: the tags in use, with how many contacts carry each. */
export const tagsQuery = () =>
  queryOptions({
    queryKey: ['contacts', 'tags'],
    queryFn: ({ signal }) => api.get('api/contacts/tags', { signal }).json<TagList>(),
  });

/** PATCH /api/contacts/{id} (any ContactInput fields) → the contact, or 400 with field refusals. */
export function updateContact(id: string, input: Partial<ContactInput>): Promise<Contact> {
  return api.patch(oneContact(id), { json: input }).json<Contact>();
}

/** POST /api/contact-merges (admins): the duplicate's records moved to the contact kept, the duplicate deleted → the contact kept. */
export function mergeContacts(contactId: string, duplicateId: string): Promise<Contact> {
  return api.post('api/contact-merges', { json: { contactId, duplicateId } }).json<Contact>();
}

/** DELETE /api/contacts/{id} → 204; 409 in_use while the contact has deposits on record. */
export async function deleteContact(id: string): Promise<void> {
  await api.delete(oneContact(id));
}
