import { useTranslation } from 'react-i18next';
import { SalesReportPage } from './SalesReportPage';
import { SalesTrends } from './SalesTrends';

/** /app/reports/dashboard-alternative: the same facts as trends against the period before. */
export function DashboardAlternativePage() {
  const { t } = useTranslation('payments');
  return (
    <SalesReportPage routeId="reports.dashboard-alternative" intro={t('dashboard.introTrends')}>
      {(report) => <SalesTrends report={report} />}
    </SalesReportPage>
  );
}
