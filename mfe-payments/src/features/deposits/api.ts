import {
  IDEMPOTENCY_HEADER,
  api,
  pagedQuery,
  searchParamsOf,
  type DepositChanged,
  type DepositListQuery,
  type DepositPage,
  type DepositWithTransaction,
  type ForfeitDepositInput,
  type RefundDepositInput,
  type TakeDepositInput,
} from '@frontdesk/shared';

// The deposits' client: the list (under ['deposits'], which every money call here makes stale, a
// contact's ledger with it: src/common/api.ts), and the three money calls, each with its Idempotency-Key.

export type DepositFilters = Pick<DepositListQuery, 'contactId' | 'status' | 'from' | 'to'>;

/** GET /api/deposits: a page of deposits, newest first, and what the filter's deposits hold. */
export const depositsQuery = (filters: DepositFilters, page: number) =>
  pagedQuery(['deposits', 'list', filters], page, (paging, signal) =>
    api.get('api/deposits', { searchParams: searchParamsOf({ ...filters, ...paging }), signal }).json<DepositPage>(),
  );

const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });
const depositUrl = (id: string, action: 'refund' | 'forfeit') => `api/deposits/${encodeURIComponent(id)}/${action}`;

/** POST /api/deposits → 201 the deposit and the transaction that took it. */
export const takeDeposit = (input: TakeDepositInput, idempotencyKey: string) =>
  api.post('api/deposits', { json: input, headers: withKey(idempotencyKey) }).json<DepositWithTransaction>();

/** POST /api/deposits/{id}/refund (admins) → 201 the deposit and the refund's transaction. */
export const refundDeposit = (id: string, input: RefundDepositInput, idempotencyKey: string) =>
  api.post(depositUrl(id, 'refund'), { json: input, headers: withKey(idempotencyKey) }).json<DepositWithTransaction>();

/** POST /api/deposits/{id}/forfeit (admins) → the deposit. */
export const forfeitDeposit = (id: string, input: ForfeitDepositInput, idempotencyKey: string) =>
  api.post(depositUrl(id, 'forfeit'), { json: input, headers: withKey(idempotencyKey) }).json<DepositChanged>();
