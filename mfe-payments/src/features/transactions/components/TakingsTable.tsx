import { useFormat, type Takings, type TenderTakings } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';

/** Each tender's takings over the range: taken, refunded, net and how many transactions. */
export function TakingsTable({ takings }: { takings: Takings }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const money = (minor: number) => format.money(minor, takings.currency);
  const columns: TableColumnsType<TenderTakings> = [
    { key: 'tender', title: t('transactions.report.columns.tender'), render: (_, row) => t(`common:tender.${row.tender}`) },
    { key: 'in', title: t('transactions.report.columns.in'), align: 'end', render: (_, row) => money(row.inMinor) },
    { key: 'out', title: t('transactions.report.columns.out'), align: 'end', render: (_, row) => money(-row.outMinor) },
    { key: 'net', title: t('transactions.report.columns.net'), align: 'end', render: (_, row) => money(row.netMinor) },
    { key: 'count', title: t('transactions.report.columns.count'), align: 'end', render: (_, row) => format.number(row.count) },
  ];
  return (
    <Table<TenderTakings>
      aria-label={t('transactions.report.tableCaption')}
      rowKey="tender"
      columns={columns}
      dataSource={takings.tenders}
      pagination={false}
      size="small"
    />
  );
}
