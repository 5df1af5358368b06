import {
  IDEMPOTENCY_HEADER,
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type Invoice,
  type InvoiceDetail,
  type InvoiceFilter,
  type InvoicePage,
  type InvoicePaymentInput,
  type InvoiceRefundInput,
  type InvoiceSendInput,
  type InvoiceSent,
  type InvoiceTermsInput,
  type PaymentLink,
  type Sale,
} from '@frontdesk/shared';

// The invoices' client: the list and one invoice (query keys under ['invoices']), and the calls that
// move an invoice's money, each with its attempt's Idempotency-Key.

const invoiceUrl = (id: string, action = '') => `api/invoices/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

/** GET /api/invoices: a page of invoices, newest first (the page shown stays while the next loads). */
export const invoicesQuery = (filters: InvoiceFilter, page: number) =>
  pagedQuery(['invoices', 'list', filters], page, (paging, signal) =>
    api.get('api/invoices', { searchParams: searchParamsOf({ ...filters, ...paging }), signal }).json<InvoicePage>(),
  );

/** GET /api/invoices/{id}: the invoice, its payments, links and history. */
export const invoiceQuery = (id: string) =>
  queryOptions({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => api.get(invoiceUrl(id), { signal }).json<InvoiceDetail>(),
  });

/** The CSV export of the invoices the filters select (a plain download link; the session cookie goes along). */
export function invoicesCsvHref(filters: InvoiceFilter): string {
  const query = searchParamsOf(filters).toString();
  return `/api/invoices/export.csv${query ? `?${query}` : ''}`;
}

/** GET /api/invoices/{id}/pdf: the invoice as a PDF download. */
export const invoicePdfHref = (id: string) => `/${invoiceUrl(id, 'pdf')}`;

/** POST /api/invoices/{id}/issue → the draft, now open. */
export const issueInvoice = (id: string, idempotencyKey: string) => api.post(invoiceUrl(id, 'issue'), { headers: withKey(idempotencyKey) }).json<Invoice>();

/** POST /api/invoices/{id}/void (admins) → the void invoice. */
export const voidInvoice = (id: string, reason: string, idempotencyKey: string) =>
  api.post(invoiceUrl(id, 'void'), { json: { reason }, headers: withKey(idempotencyKey) }).json<Invoice>();

/** POST /api/invoices/{id}/payments → 201 the invoice after it, the transactions, the change. */
export const payInvoice = (id: string, input: InvoicePaymentInput, idempotencyKey: string) =>
  api.post(invoiceUrl(id, 'payments'), { json: input, headers: withKey(idempotencyKey) }).json<Sale>();

/** POST /api/invoices/{id}/refunds (admins) → 201 the invoice after it and the refunds. */
export const refundInvoice = (id: string, input: InvoiceRefundInput, idempotencyKey: string) =>
  api.post(invoiceUrl(id, 'refunds'), { json: input, headers: withKey(idempotencyKey) }).json<Sale>();

/** POST /api/invoices/{id}/payment-links → 201 a new link (/pay/{id}). */
export const createPaymentLink = (id: string) => api.post(invoiceUrl(id, 'payment-links')).json<PaymentLink>();

/** POST /api/invoices/{id}/send → 202 the mail queued and the pay link it carries (a retry does not send twice). */
export const sendInvoice = (id: string, input: InvoiceSendInput, idempotencyKey: string) =>
  api.post(invoiceUrl(id, 'send'), { json: input, headers: withKey(idempotencyKey) }).json<InvoiceSent>();

/** PATCH /api/invoices/{id} → its due date, terms and note changed (409 once it is sent, paid or void). */
export const editInvoice = (id: string, input: InvoiceTermsInput, idempotencyKey: string) =>
  api.patch(invoiceUrl(id), { json: input, headers: withKey(idempotencyKey) }).json<Invoice>();
