import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { zReportsCsvHref } from '../api';
import { useRegisters } from '../hooks/useRegisters';
import { useZReports } from '../hooks/useZReports';
import { ZReportDrawer } from './ZReportDrawer';
import { ZReportFilters } from './ZReportFilters';
import { ZReportsTable } from './ZReportsTable';

/**
 * /app/reports/z-reports: every closed session's Z-report, by register and closing day, with the
 * CSV export; `?report={id}` shows one (printable) in a side panel, as the close dialog links it.
 */
export function ZReportsPage() {
  const { t } = useTranslation('payments');
  const { registers } = useRegisters();
  const { filters, query, reports, setFilters, setPage } = useZReports();
  const [params, setParams] = useSearchParams();
  const shown = params.get('report');
  const show = (id: string | null) =>
    setParams((current) => {
      if (id) current.set('report', id);
      else current.delete('report');
      return current;
    });

  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="reports.z-reports"
        intro={t('registers.zReports.intro')}
        extra={
          <Button icon={<DownloadOutlined aria-hidden />} href={zReportsCsvHref(query)} download="z-reports.csv">
            {t('registers.zReports.export')}
          </Button>
        }
      />
      <ZReportFilters value={filters} registers={registers.data?.items ?? []} onChange={setFilters} />
      <QueryState query={reports} size="section" loading={t('registers.zReports.loading')} failed={t('registers.zReports.failed')}>
        {(page) => <ZReportsTable data={page} loading={reports.isPlaceholderData} onView={(report) => show(report.id)} onPage={setPage} />}
      </QueryState>
      {shown ? <ZReportDrawer reportId={shown} onClose={() => show(null)} /> : null}
    </Flex>
  );
}
