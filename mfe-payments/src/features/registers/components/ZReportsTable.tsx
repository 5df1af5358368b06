import { useBusinessDay, useFormat, type ZReport, type ZReportPage } from '@frontdesk/shared';
import { Button } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { OverShort } from './OverShort';

type Props = { data: ZReportPage; loading: boolean; onView: (report: ZReport) => void; onPage: (page: number) => void };

/** A page of Z-reports, newest first: number, register, closing, and the count against the expected. */
export function ZReportsTable({ data, loading, onView, onPage }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const columns: TableColumnsType<ZReport> = [
    { key: 'number', title: t('registers.zReports.columns.number'), dataIndex: 'number', width: 80 },
    { key: 'register', title: t('registers.zReports.columns.register'), render: (_, report) => report.registerName },
    { key: 'closedAt', title: t('registers.zReports.columns.closedAt'), render: (_, report) => business.moment(report.summary.closedAt, { withTime: false }) },
    { key: 'closedBy', title: t('registers.zReports.columns.closedBy'), render: (_, report) => report.summary.closedBy },
    {
      key: 'expected',
      title: t('registers.zReports.columns.expected'),
      align: 'end',
      render: (_, { summary }) => format.money(summary.expectedCashMinor, summary.currency),
    },
    {
      key: 'counted',
      title: t('registers.zReports.columns.counted'),
      align: 'end',
      render: (_, { summary }) => format.money(summary.countedCashMinor, summary.currency),
    },
    {
      key: 'overShort',
      title: t('registers.zReports.columns.overShort'),
      render: (_, { summary }) => <OverShort minor={summary.overShortMinor} currency={summary.currency} />,
    },
    {
      key: 'actions',
      title: t('registers.zReports.columns.actions'),
      width: 1,
      render: (_, report) => (
        <Button aria-label={t('registers.zReports.viewFor', { number: report.number })} onClick={() => onView(report)}>
          {t('registers.zReports.view')}
        </Button>
      ),
    },
  ];

  return (
    <PagedTable<ZReport>
      aria-label={t('registers.zReports.caption')}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={t('registers.zReports.emptyTitle')} text={t('registers.zReports.emptyText')} />}
    />
  );
}
