import { useFormat, type SalesReport, type SalesTotals } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { localPager } from '@frontdesk/shared/ui-pages';
import { StatCards } from '@frontdesk/shared/ui-reports';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '../charts/TrendChart';
import { DAYS_A_PAGE } from '../utils/presets';
import { ChartCard } from '../../../common/components/ChartCard';
import { TrendNote } from './TrendNote';

const TrendChart = lazy(() => import('../charts/TrendChart'));

const FIGURES = [
  ['sales', 'salesMinor'],
  ['count', 'count'],
  ['average', 'averageMinor'],
  ['tips', 'tipsMinor'],
  ['discounts', 'discountsMinor'],
  ['tax', 'taxMinor'],
  ['refunds', 'refundsMinor'],
  ['net', 'netMinor'],
] as const satisfies readonly (readonly [string, keyof SalesTotals])[];

/** The dashboard's facts as trends: each figure against the period before, and the two periods' days laid over each other. */
export function SalesTrends({ report }: { report: SalesReport }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const show = (figure: keyof SalesTotals, value: number) => (figure === 'count' ? format.number(value) : format.money(value, report.currency));
  const stats = FIGURES.map(([name, figure]) => ({
    label: t(`dashboard.figures.${name}`),
    value: show(figure, report.period[figure]),
    note: <TrendNote current={report.period[figure]} previous={report.previous[figure]} previousText={show(figure, report.previous[figure])} />,
  }));
  const points: TrendPoint[] = report.byDay.map((day, i) => {
    const before = report.previousByDay[i]?.salesMinor ?? 0;
    return {
      n: i + 1,
      axisLabel: String(i + 1),
      current: day.salesMinor,
      previous: before,
      currentText: format.money(day.salesMinor, report.currency),
      previousText: format.money(before, report.currency),
    };
  });
  const columns: TableColumnsType<TrendPoint> = [
    { key: 'n', title: t('dashboard.trend.dayIndex'), render: (_, p) => t('dashboard.trend.dayN', { n: p.n }) },
    { key: 'current', title: t('dashboard.trend.current'), align: 'end', render: (_, p) => p.currentText },
    { key: 'previous', title: t('dashboard.trend.before'), align: 'end', render: (_, p) => p.previousText },
  ];
  return (
    <Flex vertical gap="middle">
      <StatCards stats={stats} />
      <ChartCard
        title={t('dashboard.trend.chartTitle')}
        chartLabel={t('dashboard.trend.chartLabel')}
        chartHeight={320}
        chart={<TrendChart points={points} currency={report.currency} currentName={t('dashboard.trend.current')} previousName={t('dashboard.trend.before')} />}
        table={
          <Table<TrendPoint>
            aria-label={t('dashboard.trend.chartTitle')}
            size="small"
            rowKey="n"
            columns={columns}
            dataSource={points}
            pagination={localPager(DAYS_A_PAGE)}
          />
        }
      />
    </Flex>
  );
}
