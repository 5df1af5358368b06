import { appliedRange, useDebouncedValue, useQuery, useUrlFilters, type InvoiceFilter, type InvoiceStatus } from '@frontdesk/shared';
import { invoicesQuery } from '../api';

const FILTER_KEYS = ['status', 'q', 'from', 'to'] as const;

/** How long the search waits for the typing to stop before it asks the server. */
export const INVOICE_SEARCH_DEBOUNCE_MS = 250;

/**
 * A page of the invoices the filters select; the filters and the page live in the address (back,
 * reload and a shared link keep them). `preset` is the status a page opens on (the orders: paid).
 */
export function useInvoices(preset: { status?: InvoiceStatus } = {}) {
  const { filters, page, setFilters, setPage } = useUrlFilters(FILTER_KEYS, preset);
  const q = useDebouncedValue(filters.q ?? '', INVOICE_SEARCH_DEBOUNCE_MS);
  const query: InvoiceFilter = {
    status: filters.status as InvoiceStatus | undefined,
    q: q.trim() || undefined,
    ...appliedRange(filters),
  };
  const invoices = useQuery(invoicesQuery(query, page));
  return { filters, query, invoices, page, setFilters, setPage };
}
