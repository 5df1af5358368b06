import {
  IDEMPOTENCY_HEADER,
  api,
  keptQuery,
  queryOptions,
  type CatalogueItemPage,
  type Contact,
  type DepositLedger,
  type Invoice,
  type InvoiceInput,
  type RegisterList,
} from '@frontdesk/shared';

// What more than one feature reads: the registers (the desk's register, the filters), a contact,
// a contact's deposits (the ledger, and what a sale may apply), the catalogue's matches (the
// checkout's cart, a new invoice's lines); and the call that bills lines to be paid later.

/**
 * GET /api/registers: every register of the business with its state (the expected cash for admins).
 * Shared with the shell's register button through the query key ['registers', 'list'].
 */
export const registersQuery = () =>
  queryOptions({
    queryKey: ['registers', 'list'],
    queryFn: ({ signal }) => api.get('api/registers', { signal }).json<RegisterList>(),
  });

/** GET /api/contacts/{id}: the contact a page was opened for (`?contact=`). */
export const contactQuery = (id: string) =>
  queryOptions({
    queryKey: ['contacts', 'one', id],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(id)}`, { signal }).json<Contact>(),
  });

/** GET /api/deposit-ledgers/{contactId}: the contact's deposits and movements, oldest first. */
export const depositLedgerQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['deposits', 'ledger', contactId],
    queryFn: ({ signal }) => api.get(`api/deposit-ledgers/${encodeURIComponent(contactId)}`, { signal }).json<DepositLedger>(),
  });

/** How many catalogue matches the item search offers at a time. */
export const ITEM_MATCHES = 8;

/**
 * GET /api/catalogue-items?q=: the items a cashier's search matches (and the currency of their
 * prices); the last matches stay, marked as a placeholder, while the next text's load.
 */
export const itemSearchQuery = (q: string) =>
  keptQuery({
    queryKey: ['catalogue', 'items', { q, pageSize: ITEM_MATCHES }],
    queryFn: ({ signal }) => api.get('api/catalogue-items', { searchParams: { q, pageSize: ITEM_MATCHES }, signal }).json<CatalogueItemPage>(),
  });

/** POST /api/invoices → 201 the invoice (open, or a draft): a cart billed to be paid later, at the checkout or as a new invoice. */
export const createInvoice = (input: InvoiceInput, idempotencyKey: string) =>
  api.post('api/invoices', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<Invoice>();
