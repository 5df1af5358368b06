import {
  api,
  keptQuery,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type ClosedBatches,
  type DayRange,
  type SettlementBatchDetail,
  type SettlementBatchPage,
  type Takings,
  type TransactionFilter,
  type TransactionPage,
  type TransactionStaff,
} from '@frontdesk/shared';

// The transactions' client: the list with its totals, the takings report, the settlement batches
// (query keys under ['transactions']), and the CSV links of each with the filters shown.

/** GET /api/transactions: a page of transactions, newest first, with the filter's totals (kept while the next loads). */
export const transactionsQuery = (filters: TransactionFilter, page: number) =>
  pagedQuery(['transactions', 'list', filters], page, (paging, signal) =>
    api.get('api/transactions', { searchParams: searchParamsOf({ ...filters, ...paging }), signal }).json<TransactionPage>(),
  );

/** GET /api/transactions/staff: the people to filter by. */
export const transactionStaffQuery = () =>
  queryOptions({
    queryKey: ['transactions', 'staff'],
    queryFn: ({ signal }) => api.get('api/transactions/staff', { signal }).json<TransactionStaff>(),
    staleTime: 5 * 60_000,
  });

/** A CSV link with the filters shown (a plain download link; the session cookie goes along). */
const csvHref = (path: string, filters: Record<string, string | undefined>) => {
  const query = searchParamsOf(filters).toString();
  return `/${path}${query ? `?${query}` : ''}`;
};

export const transactionsCsvHref = (filters: TransactionFilter) => csvHref('api/transactions/export.csv', filters);

/** GET /api/transactions/takings: each tender's takings by day over the range (kept while the next range's loads). */
export const takingsQuery = (range: DayRange) =>
  keptQuery({
    queryKey: ['transactions', 'takings', range],
    queryFn: ({ signal }) => api.get('api/transactions/takings', { searchParams: range, signal }).json<Takings>(),
  });

/** GET /api/settlement-batches: a page of batches, newest day first. */
export const batchesQuery = (range: DayRange, page: number) =>
  pagedQuery(['transactions', 'batches', range], page, (paging, signal) =>
    api.get('api/settlement-batches', { searchParams: searchParamsOf({ ...range, ...paging }), signal }).json<SettlementBatchPage>(),
  );

/** GET /api/settlement-batches/{id}: the batch with its transactions. */
export const batchQuery = (id: string) =>
  queryOptions({
    queryKey: ['transactions', 'batch', id],
    queryFn: ({ signal }) => api.get(`api/settlement-batches/${encodeURIComponent(id)}`, { signal }).json<SettlementBatchDetail>(),
  });

export const batchesCsvHref = (range: DayRange) => csvHref('api/settlement-batches/export.csv', range);

/** POST /api/settlement-batches/close (admins): closes the finished days now; the batches made or added to. */
export const closeFinishedDays = () => api.post('api/settlement-batches/close').json<ClosedBatches>();
