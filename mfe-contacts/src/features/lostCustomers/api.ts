import { api, pagedQuery, queryOptions, type ContactPage, type ContactSettings } from '@frontdesk/shared';

/** GET /api/settings/contacts: the business's contact settings (lost customers' default threshold). */
export const contactSettingsQuery = () =>
  queryOptions({
    queryKey: ['settings', 'contacts'],
    queryFn: ({ signal }) => api.get('api/settings/contacts', { signal }).json<ContactSettings>(),
  });

/** PATCH /api/settings/contacts (admins; 403 for staff). */
export function saveContactSettings(settings: ContactSettings): Promise<ContactSettings> {
  return api.patch('api/settings/contacts', { json: settings }).json<ContactSettings>();
}

/** GET /api/contacts?lostForDays=N&sort=lastVisit: contacts with no visit in N days, longest gone first. */
export const lostCustomersQuery = (days: number, page: number) =>
  pagedQuery(['contacts', 'lost', { days }], page, (paging, signal) =>
    api.get('api/contacts', { searchParams: { lostForDays: days, sort: 'lastVisit', ...paging }, signal }).json<ContactPage>(),
  );

/** The CSV of the same list (a plain link: the browser downloads it with the session's cookie). */
export function lostCustomersCsvHref(days: number): string {
  return `/api/contacts/export.csv?${new URLSearchParams({ lostForDays: String(days) }).toString()}`;
}
