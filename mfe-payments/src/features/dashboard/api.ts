import { api, keptQuery, type DayRange, type SalesReport } from '@frontdesk/shared';

// The sales dashboards' client: one report a range, kept on screen while the next range's loads.

/** GET /api/reports/sales?from&to (admins): today, the range and the span before it, by day, tender, staff and item. */
export const salesReportQuery = (range: DayRange) =>
  keptQuery({
    queryKey: ['reports', 'sales', range],
    queryFn: ({ signal }) => api.get('api/reports/sales', { searchParams: range, signal }).json<SalesReport>(),
  });

/** The CSV export of the range's day-by-day table (a plain download link; the session cookie goes along). */
export const salesCsvHref = (range: DayRange) => `/api/reports/sales/export.csv?${new URLSearchParams(range).toString()}`;
