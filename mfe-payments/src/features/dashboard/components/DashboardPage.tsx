import { useBusinessDay, useFormat, zoneName } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { SalesDashboard } from './SalesDashboard';
import { SalesReportPage } from './SalesReportPage';

/** /app/reports/dashboard: today's and the period's sales, by day, tender, staff and item; CSV export. */
export function DashboardPage() {
  const { t } = useTranslation('payments');
  const { locale } = useFormat();
  const { timeZone } = useBusinessDay();
  return (
    <SalesReportPage routeId="reports.dashboard" intro={t('dashboard.intro', { zone: zoneName(timeZone, locale) })}>
      {(report) => <SalesDashboard report={report} />}
    </SalesReportPage>
  );
}
