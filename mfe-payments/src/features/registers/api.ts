import {
  IDEMPOTENCY_HEADER,
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type CashInput,
  type CashMovement,
  type CloseRegisterInput,
  type OpenRegisterInput,
  type Register,
  type RegisterInput,
  type RegisterSession,
  type ZReport,
  type ZReportListQuery,
  type ZReportPage,
} from '@frontdesk/shared';

// The registers' client: the admin's changes, the money calls, each with its Idempotency-Key, and
// the Z-reports (the list of registers, which other features read too, is in src/common/api.ts).

const registerUrl = (id: string, action = '') => `api/registers/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

/** POST /api/registers (admins) → 201 the register. */
export const createRegister = (input: RegisterInput) => api.post('api/registers', { json: input }).json<Register>();

/** PATCH /api/registers/{id} (admins) → the register. */
export const renameRegister = (id: string, input: RegisterInput) => api.patch(registerUrl(id), { json: input }).json<Register>();

/** POST /api/registers/{id}/open → 201 the session. */
export const openRegister = (id: string, input: OpenRegisterInput, idempotencyKey: string) =>
  api.post(registerUrl(id, 'open'), { json: input, headers: withKey(idempotencyKey) }).json<RegisterSession>();

/** POST /api/registers/{id}/cash → 201 the movement. */
export const moveCash = (id: string, input: CashInput, idempotencyKey: string) =>
  api.post(registerUrl(id, 'cash'), { json: input, headers: withKey(idempotencyKey) }).json<CashMovement>();

/** POST /api/registers/{id}/close (the blind count) → 201 the Z-report. */
export const closeRegister = (id: string, input: CloseRegisterInput, idempotencyKey: string) =>
  api.post(registerUrl(id, 'close'), { json: input, headers: withKey(idempotencyKey) }).json<ZReport>();

export type ZReportFilters = Pick<ZReportListQuery, 'registerId' | 'from' | 'to'>;

/** GET /api/z-reports: a page of Z-reports, newest first (the page shown stays while the next loads). */
export const zReportsQuery = (filters: ZReportFilters, page: number) =>
  pagedQuery(['registers', 'z-reports', filters], page, (paging, signal) =>
    api.get('api/z-reports', { searchParams: searchParamsOf({ ...filters, ...paging }), signal }).json<ZReportPage>(),
  );

/** GET /api/z-reports/{id} */
export const zReportQuery = (id: string) =>
  queryOptions({
    queryKey: ['registers', 'z-report', id],
    queryFn: ({ signal }) => api.get(`api/z-reports/${encodeURIComponent(id)}`, { signal }).json<ZReport>(),
  });

/** The CSV export of the Z-reports the filters select (a plain download link; the session cookie goes along). */
export function zReportsCsvHref(filters: ZReportFilters): string {
  const query = searchParamsOf(filters).toString();
  return `/api/z-reports/export.csv${query ? `?${query}` : ''}`;
}
