import { useFormat, type SalesReport } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Col, Row } from '@frontdesk/shared/antd-pages';
import { StatCards } from '@frontdesk/shared/ui-reports';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bars } from '../charts/BarsChart';
import { useTenderName } from '../hooks/useTenderName';
import { ChartCard } from '../../../common/components/ChartCard';
import { MoneyTakenCard } from '../../../common/components/MoneyTakenCard';
import { SalesByDayTable } from './SalesByDayTable';
import { StaffTable } from './StaffTable';
import { TendersTable } from './TendersTable';
import { TopItemsTable } from './TopItemsTable';

const BarsChart = lazy(() => import('../charts/BarsChart'));

/** The dashboard's facts: today and the period in cards, then per day, tender, staff and item. */
export function SalesDashboard({ report }: { report: SalesReport }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const tenderName = useTenderName();
  const money = (minor: number) => format.money(minor, report.currency);
  const { period } = report;
  const stats = [
    {
      label: t('dashboard.figures.today'),
      value: money(report.today.salesMinor),
      note: <Typography.Text type="secondary">{t('dashboard.todayCount', { count: report.today.count })}</Typography.Text>,
    },
    { label: t('dashboard.figures.sales'), value: money(period.salesMinor) },
    { label: t('dashboard.figures.count'), value: format.number(period.count) },
    { label: t('dashboard.figures.average'), value: money(period.averageMinor) },
    { label: t('dashboard.figures.tips'), value: money(period.tipsMinor) },
    { label: t('dashboard.figures.discounts'), value: money(period.discountsMinor) },
    { label: t('dashboard.figures.refunds'), value: money(period.refundsMinor) },
    { label: t('dashboard.figures.net'), value: money(period.netMinor) },
  ];
  const days: Bars = report.byDay.map((d) => ({
    key: d.day,
    axisLabel: format.day(d.day),
    label: format.day(d.day),
    value: d.salesMinor,
    text: money(d.salesMinor),
  }));
  const tenders: Bars = report.byTender.map((r) => ({
    key: r.tender,
    axisLabel: tenderName(r.tender),
    label: tenderName(r.tender),
    value: r.amountMinor,
    text: money(r.amountMinor),
  }));
  const staff: Bars = report.byStaff.map((r) => {
    const name = r.name || t('dashboard.byStaff.removed');
    return { key: r.userId ?? 'removed', axisLabel: name, label: name, value: r.salesMinor, text: money(r.salesMinor) };
  });
  return (
    <Flex vertical gap="middle">
      <StatCards stats={stats} />
      <MoneyTakenCard
        taken={report.takings}
        currency={report.currency}
        sales={{ netSalesMinor: period.netMinor, otherDaysMinor: report.takings.otherDaysMinor }}
        other="reports.transactions"
      />
      <ChartCard
        title={t('dashboard.byDay.title')}
        chartLabel={t('dashboard.byDay.chartLabel')}
        chartHeight={280}
        chart={<BarsChart bars={days} currency={report.currency} seriesName={t('dashboard.byDay.sales')} height={280} />}
        table={<SalesByDayTable days={report.byDay} currency={report.currency} />}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('dashboard.byTender.title')}
            chartLabel={t('dashboard.byTender.chartLabel')}
            chartHeight={220}
            chart={
              tenders.length ? <BarsChart bars={tenders} currency={report.currency} seriesName={t('dashboard.byTender.amount')} height={220} colored /> : null
            }
            table={<TendersTable rows={report.byTender} currency={report.currency} />}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ChartCard
            title={t('dashboard.byStaff.title')}
            chartLabel={t('dashboard.byStaff.chartLabel')}
            chartHeight={220}
            chart={staff.length ? <BarsChart bars={staff} currency={report.currency} seriesName={t('dashboard.byStaff.sales')} height={220} /> : null}
            table={<StaffTable rows={report.byStaff} currency={report.currency} />}
          />
        </Col>
      </Row>
      <ChartCard
        title={t('dashboard.topItems.title')}
        chartLabel=""
        chartHeight={0}
        chart={null}
        table={<TopItemsTable rows={report.topItems} currency={report.currency} />}
      />
    </Flex>
  );
}
