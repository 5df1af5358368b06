import { addDays, appliedRange, useBusinessDay, useQuery, useUrlFilters } from '@frontdesk/shared';
import { zReportsQuery, type ZReportFilters } from '../api';

export const Z_REPORT_FILTER_KEYS = ['registerId', 'from', 'to'] as const satisfies readonly (keyof ZReportFilters)[];

/**
 * The range the Z-reports open on: the last 30 days of the business (`today` on its clock; the API
 * reads every day in its zone), with no end.
 */
export const defaultZReportFilters = (today: string): ZReportFilters => ({ from: addDays(today, -29) });

/**
 * A page of the Z-reports the filters select; the filters and the page live in the address (back,
 * reload and a shared link keep them), and a change of filters goes back to the first page. `query`
 * is what the API is asked (a backwards range in the address is not), the list's and the export's.
 */
export function useZReports() {
  const { today } = useBusinessDay();
  const { filters, page, setFilters, setPage } = useUrlFilters(Z_REPORT_FILTER_KEYS, defaultZReportFilters(today));
  const query: ZReportFilters = { registerId: filters.registerId, ...appliedRange(filters) };
  const reports = useQuery(zReportsQuery(query, page));
  return { filters, query, reports, setPage, setFilters };
}
