import {
  IDEMPOTENCY_HEADER,
  api,
  keepPreviousData,
  queryOptions,
  type DepositChanged,
  type DepositLedger,
  type DepositListQuery,
  type DepositPage,
  type DepositWithTransaction,
  type ForfeitDepositInput,
  type RefundDepositInput,
  type TakeDepositInput,
} from '@frontdesk/shared';

// The deposits' client: the list and a contact's ledger (under ['deposits'], which every money
// call here makes stale), and the three money calls, each with its Idempotency-Key.

export type DepositFilters = Pick<DepositListQuery, 'contactId' | 'status' | 'from' | 'to'>;

export const DEPOSITS_PAGE_SIZE = 25;

/** GET /api/deposits: a page of deposits, newest first, and what the filter's deposits hold. */
export const depositsQuery = (filters: DepositFilters, page: number) =>
  queryOptions({
    queryKey: ['deposits', 'list', filters, page],
    queryFn: ({ signal }) => {
      const searchParams = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) searchParams.set(key, value);
      searchParams.set('page', String(page));
      searchParams.set('pageSize', String(DEPOSITS_PAGE_SIZE));
      return api.get('api/deposits', { searchParams, signal }).json<DepositPage>();
    },
    placeholderData: keepPreviousData,
  });

/** GET /api/deposit-ledgers/{contactId}: the contact's deposits and movements, oldest first. */
export const depositLedgerQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['deposits', 'ledger', contactId],
    queryFn: ({ signal }) => api.get(`api/deposit-ledgers/${encodeURIComponent(contactId)}`, { signal }).json<DepositLedger>(),
  });

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
