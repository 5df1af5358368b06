import { useFormat, type SalesReport } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';

type ItemRow = SalesReport['topItems'][number];

/** The period's ten best sellers: services, products and custom lines. */
export function TopItemsTable({ rows, currency }: { rows: ItemRow[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const columns: TableColumnsType<ItemRow> = [
    { key: 'name', title: t('dashboard.topItems.name'), render: (_, r) => r.name },
    { key: 'kind', title: t('dashboard.topItems.kind'), render: (_, r) => t(`dashboard.topItems.kinds.${r.kind}`) },
    { key: 'quantity', title: t('dashboard.topItems.quantity'), align: 'end', render: (_, r) => format.number(r.quantity) },
    { key: 'sales', title: t('dashboard.topItems.sales'), align: 'end', render: (_, r) => format.money(r.salesMinor, currency) },
  ];
  return (
    <Table<ItemRow>
      aria-label={t('dashboard.topItems.title')}
      size="small"
      rowKey={(r) => `${r.itemId ?? 'custom'}:${r.kind}:${r.name}`}
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <EmptyState size="section" title={t('dashboard.emptyPeriod')} /> }}
    />
  );
}
