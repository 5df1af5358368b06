import { api, pagedQuery, searchParamsOf, type ContactPage, type PageRequest } from '@frontdesk/shared';

/** GET /api/contacts?q&tag&source&sort&page&pageSize: one page of the business's contacts (kept while the next loads). */
export const contactListQuery = (filters: URLSearchParams, paging: PageRequest) =>
  pagedQuery(['contacts', 'list', filters.toString()], paging, (page, signal) =>
    api.get('api/contacts', { searchParams: searchParamsOf({ ...Object.fromEntries(filters), ...page }), signal }).json<ContactPage>(),
  );

/** The CSV export of the contacts the filters select (a plain download link; the session cookie goes along). */
export function exportCsvHref(filters: URLSearchParams): string {
  const query = filters.toString();
  return `/api/contacts/export.csv${query ? `?${query}` : ''}`;
}
