import { api, queryOptions, type Contact, type DepositLedger, type RegisterList } from '@frontdesk/shared';

// What more than one feature reads: the registers (the desk's register, the filters), a contact,
// and a contact's deposits (the ledger, and what a sale may apply).

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
