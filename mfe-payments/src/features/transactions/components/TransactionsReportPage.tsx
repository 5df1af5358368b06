import { addDays, useBusinessRange, useFormat, useQuery, type DayRange, type Takings } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { DateRangeFields, StatCards } from '@frontdesk/shared/ui-reports';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../common/components/ChartCard';
import { MoneyTakenCard } from '../../../common/components/MoneyTakenCard';
import { takingsQuery, transactionsCsvHref } from '../api';
import type { TakingsRow } from '../charts/TakingsChart';
import { TakingsTable } from './TakingsTable';
import { WithheldNote } from './WithheldNote';

const TakingsChart = lazy(() => import('../charts/TakingsChart'));
const CHART_HEIGHT = 320;

/** The range the report opens on: the last 30 days up to today (the business's). */
const lastThirtyDays = (today: string): DayRange => ({ from: addDays(today, -29), to: today });

/** /app/reports/transactions: each tender's takings by day (a lazy chart and its table), totals per tender, and the CSV of the range. */
export function TransactionsReportPage() {
  const { t } = useTranslation(['payments', 'common']);
  const { range, setRange } = useBusinessRange(lastThirtyDays);
  const takings = useQuery(takingsQuery(range));
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="reports.transactions"
        intro={t('transactions.report.intro')}
        extra={
          <Button icon={<DownloadOutlined aria-hidden />} href={transactionsCsvHref(range)} download="transactions.csv">
            {t('transactions.export')}
          </Button>
        }
      />
      <DateRangeFields value={range} onChange={setRange} />
      <QueryState
        query={takings}
        size="section"
        loading={t('transactions.report.loading')}
        failed={t('transactions.report.failed')}
        isEmpty={(data) => data.tenders.every((tender) => tender.count === 0) && data.withheldCount === 0}
        empty={<EmptyState size="section" title={t('transactions.report.empty')} />}
      >
        {(data) => <TakingsReport takings={data} refreshing={takings.isPlaceholderData} />}
      </QueryState>
    </Flex>
  );
}

function TakingsReport({ takings, refreshing }: { takings: Takings; refreshing: boolean }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const money = (minor: number) => format.money(minor, takings.currency);
  const tenders = takings.tenders.map((tender) => ({ key: tender.tender, name: t(`common:tender.${tender.tender}`) }));
  const rows: TakingsRow[] = takings.days.map((day) => ({
    day: day.day,
    axisLabel: format.day(day.day),
    label: format.day(day.day),
    amounts: Object.fromEntries(tenders.map(({ key }) => [key, { value: day[key], text: money(day[key]) }])),
  }));
  // the tenders add up to the summary's total (one read: money/ledger.ts takingsByDay), the dashboard's "money taken"
  const net = takings.summary.netMinor;
  return (
    <Flex vertical gap="middle" aria-busy={refreshing}>
      <WithheldNote count={takings.withheldCount} />
      <StatCards
        stats={[
          { label: t('transactions.report.net'), value: money(net) },
          ...takings.tenders.map((tender) => ({ label: t(`common:tender.${tender.tender}`), value: money(tender.netMinor) })),
        ]}
      />
      <ChartCard
        title={t('transactions.report.chartTitle')}
        chartLabel={t('transactions.report.chartLabel')}
        chartHeight={CHART_HEIGHT}
        chart={<TakingsChart rows={rows} tenders={tenders} currency={takings.currency} height={CHART_HEIGHT} />}
        table={<TakingsTable takings={takings} />}
      />
      <MoneyTakenCard taken={takings.summary} currency={takings.currency} other="reports.dashboard" />
    </Flex>
  );
}
