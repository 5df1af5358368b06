import { useFormat, type SalesDay } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { localPager } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { DAYS_A_PAGE } from '../utils/presets';

/** The sales per day, every day of the period, with the period's totals. */
export function SalesByDayTable({ days, currency }: { days: SalesDay[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  const sum = (figure: (day: SalesDay) => number) => days.reduce((acc, day) => acc + figure(day), 0);
  const columns: TableColumnsType<SalesDay> = [
    { key: 'day', title: t('dashboard.byDay.day'), render: (_, d) => format.day(d.day) },
    { key: 'sales', title: t('dashboard.byDay.sales'), align: 'end', render: (_, d) => money(d.salesMinor) },
    { key: 'count', title: t('dashboard.byDay.count'), align: 'end', render: (_, d) => format.number(d.count) },
    { key: 'tips', title: t('dashboard.byDay.tips'), align: 'end', render: (_, d) => money(d.tipsMinor) },
    { key: 'refunds', title: t('dashboard.byDay.refunds'), align: 'end', render: (_, d) => money(d.refundsMinor) },
  ];
  return (
    <Table<SalesDay>
      aria-label={t('dashboard.byDay.title')}
      size="small"
      rowKey="day"
      columns={columns}
      dataSource={days}
      pagination={localPager(DAYS_A_PAGE)}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>{t('dashboard.total')}</Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="end">
            {money(sum((d) => d.salesMinor))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="end">
            {format.number(sum((d) => d.count))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="end">
            {money(sum((d) => d.tipsMinor))}
          </Table.Summary.Cell>
          <Table.Summary.Cell index={4} align="end">
            {money(sum((d) => d.refundsMinor))}
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
