import { api, type ContactPage, type TagList } from '@frontdesk/shared';

/** GET /api/contacts?q&tag&source&sort&page&pageSize: one page of the business's contacts. */
export function fetchContacts(params: URLSearchParams, signal?: AbortSignal): Promise<ContactPage> {
  return api.get('api/contacts', { searchParams: params, signal }).json<ContactPage>();
}

/** GET /api/contacts/tags: the tags in use, with how many contacts carry each. */
export function fetchTags(signal?: AbortSignal): Promise<TagList> {
  return api.get('api/contacts/tags', { signal }).json<TagList>();
}

/** The CSV export of the contacts the filters select (a plain download link; the session cookie goes along). */
export function exportCsvHref(filters: URLSearchParams): string {
  const query = filters.toString();
  return `/api/contacts/export.csv${query ? `?${query}` : ''}`;
}
