import { addDays, appliedRange, localDay, useQuery, useUrlFilters, type TransactionFilter } from '@frontdesk/shared';
import { transactionsQuery } from '../api';
import { TENDERS_SHOWN, TRANSACTION_KINDS_SHOWN, TRANSACTION_STATUSES_SHOWN } from '../utils/options';

export const TRANSACTION_FILTER_KEYS = ['from', 'to', 'registerId', 'tender', 'userId', 'status', 'kind', 'q'] as const;

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
  const { filters, page, setFilters, setPage } = useUrlFilters(TRANSACTION_FILTER_KEYS, defaultTransactionFilters(), {
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
