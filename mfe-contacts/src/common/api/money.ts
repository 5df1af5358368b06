import { api, pagedQuery, searchParamsOf, type InvoicePage, type TransactionPage } from '@frontdesk/shared';

// A contact's money on their record (issue 34 §1): their invoices and their transactions, a page at
// a time, newest first. Keys start with 'invoices' and 'transactions', so the live feed (every change
// of money, in the shell) makes them stale with the payments remote's own.

/** GET /api/invoices?contactId=: the contact's invoices, newest first. */
export const contactInvoicesQuery = (contactId: string, page: number) =>
  pagedQuery(['invoices', 'contact', contactId], page, (paging, signal) =>
    api.get('api/invoices', { searchParams: searchParamsOf({ contactId, ...paging }), signal }).json<InvoicePage>(),
  );

/** GET /api/transactions?contactId=: the contact's payments, refunds and deposits, newest first. */
export const contactTransactionsQuery = (contactId: string, page: number) =>
  pagedQuery(['transactions', 'contact', contactId], page, (paging, signal) =>
    api.get('api/transactions', { searchParams: searchParamsOf({ contactId, ...paging }), signal }).json<TransactionPage>(),
  );
