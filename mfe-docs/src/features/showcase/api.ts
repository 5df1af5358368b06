import { api, queryOptions, type Contact, type ContactInput, type SalesReport } from '@frontdesk/shared';

// The showcase pages read and write the business's real data through the API's own calls.

/** GET /api/reports/sales (admins): the last 30 days (the report's default range), by day and by tender. */
export const lastMonthSalesQuery = () =>
  queryOptions({
    queryKey: ['reports', 'sales', 'last-30-days'],
    queryFn: ({ signal }) => api.get('api/reports/sales', { signal }).json<SalesReport>(),
  });

/** POST /api/contacts → 201 the new contact, or 400 with field refusals (what the Formik page shows under its fields). */
export const createContact = (input: ContactInput) => api.post('api/contacts', { json: input }).json<Contact>();
