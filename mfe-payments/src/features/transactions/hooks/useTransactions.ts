import { addDays, appliedRange, useBusinessDay, useQuery, useUrlFilters, type TransactionFilter } from '@frontdesk/shared';
import { transactionsQuery } from '../api';
import { TENDERS_SHOWN, TRANSACTION_KINDS_SHOWN, TRANSACTION_STATUSES_SHOWN } from '../utils/options';

export const TRANSACTION_FILTER_KEYS = ['from', 'to', 'registerId', 'tender', 'userId', 'status', 'kind', 'q'] as const;

/**
 * The range the list opens on: the last 7 days of the business (`today` on its clock; the API reads
 * every day in its zone), with no end.
 */
export const defaultTransactionFilters = (today: string) => ({ from: addDays(today, -6) });

/**
 * A page of the transactions the filters select, with their totals; the filters and the page live in
 * the address (back, reload and a shared link keep them).
 */
export function useTransactions() {
  const { today } = useBusinessDay();
  const { filters, page, setFilters, setPage } = useUrlFilters(TRANSACTION_FILTER_KEYS, defaultTransactionFilters(today), {
    tender: TENDERS_SHOWN,
    status: TRANSACTION_STATUSES_SHOWN,
    kind: TRANSACTION_KINDS_SHOWN,
  });
  const query: TransactionFilter = {
    ...appliedRange(filters),
    registerId: filters.registerId,
    tender: filters.tender,
    userId: filters.userId,
    status: filters.status,
    kind: filters.kind,
    // the search box writes the address once typing pauses (useAddressSearch)
    q: filters.q?.trim() || undefined,
  };
  const transactions = useQuery(transactionsQuery(query, page));
  return { filters, query, transactions, setFilters, setPage };
}
