import { useQuery } from '@frontdesk/shared';
import { Button, Drawer } from '@frontdesk/shared/antd';
import { PrinterOutlined } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { zReportQuery } from '../api';
import { ZReportView } from './ZReportView';

// Printing shows the report alone: everything else on the page is hidden from the printer, and
// the report is laid out from the page's top. A stylesheet of the open drawer only, for print.
const PRINT_ONLY_THE_REPORT = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset-block-start: 0; inset-inline-start: 0; inline-size: 100%; }
}`;

/** One Z-report in a side panel, with Print (the browser's print dialog, printing the report alone). */
export function ZReportDrawer({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const report = useQuery(zReportQuery(reportId));
  const title = report.data ? t('registers.report.title', { number: report.data.number }) : t('registers.report.loading');
  return (
    <Drawer
      open
      size={560}
      title={title}
      onClose={onClose}
      closable={{ 'aria-label': t('registers.report.close') }}
      extra={
        <Button type="primary" icon={<PrinterOutlined aria-hidden />} disabled={!report.data} onClick={() => window.print()}>
          {t('registers.report.print')}
        </Button>
      }
    >
      <style>{PRINT_ONLY_THE_REPORT}</style>
      <QueryState
        query={report}
        size="section"
        loading={t('registers.report.loading')}
        failed={t('registers.report.failed')}
        notFound={<EmptyState size="section" title={t('registers.report.notFound')} />}
      >
        {(data) => (
          <div data-print-area>
            <h1 style={{ fontSize: 20, marginBlock: '0 16px' }}>{t('registers.report.title', { number: data.number })}</h1>
            <ZReportView report={data} />
          </div>
        )}
      </QueryState>
    </Drawer>
  );
}
