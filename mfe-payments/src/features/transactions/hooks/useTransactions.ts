import { addDays, appliedRange, localDay, useDebouncedValue, useQuery, useUrlFilters, type Tender, type TransactionFilter, type TransactionKind, type TransactionStatus } from '@frontdesk/shared';
import { transactionsQuery } from '../api';

export const TRANSACTION_FILTER_KEYS = ['from', 'to', 'registerId', 'tender', 'userId', 'status', 'kind', 'q'] as const;

/** How long the search waits for the typing to stop before it asks the server. */
export const TRANSACTION_SEARCH_DEBOUNCE_MS = 250;

/**
 * The range the list opens on: the last 7 days, with no end. The API reads days in UTC, so an end of
 * "today" would leave out an evening's sales west of UTC (already tomorrow there).
 */
export const defaultTransactionFilters = () => ({ from: addDays(localDay(), -6) });

/**
 * A page of the transactions the filters select, with their totals; the filters and the page live in
 * the address (back, reload and a shared link keep them).
 */
export function useTransactions() {
  const { filters, page, setFilters, setPage } = useUrlFilters(TRANSACTION_FILTER_KEYS, defaultTransactionFilters());
  const q = useDebouncedValue(filters.q ?? '', TRANSACTION_SEARCH_DEBOUNCE_MS);
  const query: TransactionFilter = {
    ...appliedRange(filters),
    registerId: filters.registerId,
    tender: filters.tender as Tender | undefined,
    userId: filters.userId,
    status: filters.status as TransactionStatus | undefined,
    kind: filters.kind as TransactionKind | undefined,
    q: q.trim() || undefined,
  };
  const transactions = useQuery(transactionsQuery(query, page));
  return { filters, query, transactions, setFilters, setPage };
}
