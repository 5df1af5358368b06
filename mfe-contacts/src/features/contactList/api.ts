import { api, keepPreviousData, queryOptions, type ContactPage } from '@frontdesk/shared';

/** GET /api/contacts?q&tag&source&sort&page&pageSize: one page of the business's contacts (kept while the next loads). */
export const contactListQuery = (params: URLSearchParams) =>
  queryOptions({
    queryKey: ['contacts', 'list', params.toString()],
    queryFn: ({ signal }) => api.get('api/contacts', { searchParams: params, signal }).json<ContactPage>(),
    placeholderData: keepPreviousData,
  });

/** The CSV export of the contacts the filters select (a plain download link; the session cookie goes along). */
export function exportCsvHref(filters: URLSearchParams): string {
  const query = filters.toString();
  return `/api/contacts/export.csv${query ? `?${query}` : ''}`;
}
