import { IDEMPOTENCY_HEADER, api, queryOptions, type MailQueued, type ReceiptEmailInput, type Receipt } from '@frontdesk/shared';

/** GET /api/transactions/{id}/receipt: the transaction, its invoice, the sale's other tenders, whether it is a test processor's. */
export const receiptQuery = (transactionId: string) =>
  queryOptions({
    queryKey: ['transactions', 'receipt', transactionId],
    queryFn: ({ signal }) => api.get(`api/transactions/${encodeURIComponent(transactionId)}/receipt`, { signal }).json<Receipt>(),
  });

/** Where the receipt's PDF downloads from (a plain link: the browser sends the session cookie). */
export const receiptPdfHref = (transactionId: string) => `/api/transactions/${encodeURIComponent(transactionId)}/receipt.pdf`;

/** POST /api/transactions/{id}/receipt/email → 202 the message queued in the outbox. */
export const emailReceipt = (transactionId: string, input: ReceiptEmailInput, idempotencyKey: string) =>
  api
    .post(`api/transactions/${encodeURIComponent(transactionId)}/receipt/email`, { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } })
    .json<MailQueued>();
