import { addDays, appliedRange, localDay, useQuery, useUrlFilters } from '@frontdesk/shared';
import { zReportsQuery, type ZReportFilters } from '../api';

export const Z_REPORT_FILTER_KEYS = ['registerId', 'from', 'to'] as const satisfies readonly (keyof ZReportFilters)[];

/**
 * The range the Z-reports open on: the last 30 days, with no end. The API reads days in UTC, so an
 * end of "today" would leave out an evening's closings west of UTC (already tomorrow there).
 */
export const defaultZReportFilters = (): ZReportFilters => ({ from: addDays(localDay(), -29) });

/**
 * A page of the Z-reports the filters select; the filters and the page live in the address (back,
 * reload and a shared link keep them), and a change of filters goes back to the first page. `query`
 * is what the API is asked (a backwards range in the address is not), the list's and the export's.
 */
export function useZReports() {
  const { filters, page, setFilters, setPage } = useUrlFilters(Z_REPORT_FILTER_KEYS, defaultZReportFilters());
  const query: ZReportFilters = { registerId: filters.registerId, ...appliedRange(filters) };
  const reports = useQuery(zReportsQuery(query, page));
  return { filters, query, reports, setPage, setFilters };
}
