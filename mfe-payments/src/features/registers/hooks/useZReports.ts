import { addDays, localDay, useQuery } from '@frontdesk/shared';
import { useState } from 'react';
import { zReportsQuery, type ZReportFilters } from '../api';

/**
 * The range the Z-reports open on: the last 30 days, with no end. The API reads days in UTC, so an
 * end of "today" would leave out an evening's closings west of UTC (already tomorrow there).
 */
export const defaultZReportFilters = (): ZReportFilters => ({ from: addDays(localDay(), -29) });

/** A page of the Z-reports the filters select; a change of filters goes back to the first page. */
export function useZReports() {
  const [filters, setFilters] = useState<ZReportFilters>(defaultZReportFilters);
  const [page, setPage] = useState(1);
  const reports = useQuery(zReportsQuery(filters, page));
  return {
    filters,
    reports,
    setPage,
    setFilters: (next: ZReportFilters) => {
      setFilters(next);
      setPage(1);
    },
  };
}
