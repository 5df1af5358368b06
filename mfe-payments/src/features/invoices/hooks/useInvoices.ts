import { appliedRange, useQuery, useUrlFilters, type InvoiceFilter, type InvoiceStatus } from '@frontdesk/shared';
import { invoicesQuery } from '../api';
import { INVOICE_STATUSES_SHOWN } from '../utils/status';

const FILTER_KEYS = ['status', 'q', 'from', 'to'] as const;

/**
 * A page of the invoices the filters select; the filters and the page live in the address (back,
 * reload and a shared link keep them). `preset` is the status a page opens on (the orders: paid).
 */
export function useInvoices(preset: { status?: InvoiceStatus } = {}) {
  const { filters, page, setFilters, setPage } = useUrlFilters(FILTER_KEYS, preset, { status: INVOICE_STATUSES_SHOWN });
  const query: InvoiceFilter = {
    status: filters.status,
    // the search box writes the address once typing pauses (useAddressSearch)
    q: filters.q?.trim() || undefined,
    ...appliedRange(filters),
  };
  const invoices = useQuery(invoicesQuery(query, page));
  return { filters, query, invoices, page, setFilters, setPage };
}
