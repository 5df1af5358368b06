import { buildPath, useQuery, type RouteId, type SalesReport } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { salesCsvHref, salesReportQuery } from '../api';
import { useSalesRange } from '../hooks/useSalesRange';
import { RangeControls } from './RangeControls';

/** Nothing sold, refunded or rung up today in the range. */
const isEmpty = (report: SalesReport) => report.period.count === 0 && report.period.refundsMinor === 0 && report.today.count === 0;

/**
 * A sales dashboard's page: its title with the CSV export, the period, then the report in its
 * query's states; with no sales, the way to the checkout.
 */
export function SalesReportPage({ routeId, intro, children }: { routeId: RouteId; intro: string; children: (report: SalesReport) => ReactNode }) {
  const { t } = useTranslation('payments');
  const { range, setRange, today } = useSalesRange();
  const report = useQuery(salesReportQuery(range));
  const empty = (
    <EmptyState
      title={report.data && report.data.previous.count > 0 ? t('dashboard.emptyPeriod') : t('dashboard.empty.title')}
      text={t('dashboard.empty.text')}
      action={
        <LinkButton type="primary" to={buildPath('checkout')}>
          {t('dashboard.empty.action')}
        </LinkButton>
      }
    />
  );
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId={routeId}
        intro={intro}
        extra={
          <Button icon={<DownloadOutlined aria-hidden />} href={salesCsvHref(range)} download={`sales-${range.from}-${range.to}.csv`}>
            {t('dashboard.export')}
          </Button>
        }
      />
      <RangeControls value={range} today={today} onChange={setRange} />
      <QueryState query={report} loading={t('dashboard.loading')} failed={t('dashboard.failed')} empty={empty} isEmpty={isEmpty}>
        {(data) => <div aria-busy={report.isPlaceholderData}>{children(data)}</div>}
      </QueryState>
    </Flex>
  );
}
