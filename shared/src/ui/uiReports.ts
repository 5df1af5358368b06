// @frontdesk/shared/ui-reports — the kit's parts for report pages: charts' frame and theme, figure
// cards and the date range. A federation singleton of its own, like ./uiPages, fetched with the first
// report page: their antd components (Form, Statistic) are in ./antdMore, which a page without a
// report (the checkout) then does not download (docs/decisions/0003-sharing-antd.md).
export { ChartFrame } from './reports/ChartFrame';
export { useChartTheme, type ChartTheme } from './reports/useChartTheme';
export { StatCards, type Stat } from './reports/StatCards';
export { DateRangeFields } from './reports/DateRangeFields';
