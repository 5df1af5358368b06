import { api, queryOptions, type Receipt } from '@frontdesk/shared';

/** GET /api/transactions/{id}/receipt: the transaction, its invoice, the sale's other tenders. */
export const receiptQuery = (transactionId: string) =>
  queryOptions({
    queryKey: ['transactions', 'receipt', transactionId],
    queryFn: ({ signal }) => api.get(`api/transactions/${encodeURIComponent(transactionId)}/receipt`, { signal }).json<Receipt>(),
  });
