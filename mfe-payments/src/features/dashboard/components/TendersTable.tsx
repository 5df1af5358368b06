import { useFormat, type SalesReport } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { useTenderName } from '../hooks/useTenderName';

type TenderRow = SalesReport['byTender'][number];

/** What each tender took in the period, with the total. */
export function TendersTable({ rows, currency }: { rows: TenderRow[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const tenderName = useTenderName();
  const columns: TableColumnsType<TenderRow> = [
    { key: 'tender', title: t('dashboard.byTender.tender'), render: (_, r) => tenderName(r.tender) },
    { key: 'amount', title: t('dashboard.byTender.amount'), align: 'end', render: (_, r) => format.money(r.amountMinor, currency) },
    { key: 'count', title: t('dashboard.byTender.count'), align: 'end', render: (_, r) => format.number(r.count) },
  ];
  return (
    <Table<TenderRow>
      aria-label={t('dashboard.byTender.title')}
      size="small"
      rowKey="tender"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: <EmptyState size="section" title={t('dashboard.byTender.none')} /> }}
      summary={() =>
        rows.length > 1 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>{t('dashboard.total')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="end">
              {format.money(
                rows.reduce((sum, r) => sum + r.amountMinor, 0),
                currency,
              )}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="end">
              {format.number(rows.reduce((sum, r) => sum + r.count, 0))}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
