import { useFormat, type SalesReport } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';

type StaffRow = SalesReport['byStaff'][number];

/** The sales per user who rang them up, with their tips. */
export function StaffTable({ rows, currency }: { rows: StaffRow[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const columns: TableColumnsType<StaffRow> = [
    { key: 'name', title: t('dashboard.byStaff.name'), render: (_, r) => r.name || t('dashboard.byStaff.removed') },
    { key: 'sales', title: t('dashboard.byStaff.sales'), align: 'end', render: (_, r) => format.money(r.salesMinor, currency) },
    { key: 'count', title: t('dashboard.byStaff.count'), align: 'end', render: (_, r) => format.number(r.count) },
    { key: 'tips', title: t('dashboard.byStaff.tips'), align: 'end', render: (_, r) => format.money(r.tipsMinor, currency) },
  ];
  return (
    <Table<StaffRow>
      aria-label={t('dashboard.byStaff.title')}
      size="small"
      rowKey={(r) => r.userId ?? 'removed'}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <EmptyState size="section" title={t('dashboard.emptyPeriod')} /> }}
    />
  );
}
