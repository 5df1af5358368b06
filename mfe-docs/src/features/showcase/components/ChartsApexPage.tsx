// Fetched only by /app/extra/charts/apex (React.lazy, src/features/showcase/pages.ts): ApexCharts is
// part of no other page.
import { useFormat, useQuery, useSettings } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card, Col, Row } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useChartTheme } from '@frontdesk/shared/ui-reports';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import { useTranslation } from 'react-i18next';
import { lastMonthSalesQuery } from '../api';
import { registerShowcaseTexts } from '../i18n';

registerShowcaseTexts();

/** /app/extra/charts/apex (demo flag): the business's sales of the last 30 days, drawn with ApexCharts. */
export function ChartsApexPage() {
  const { t } = useTranslation('showcase');
  const fmt = useFormat();
  const { token } = theme.useToken();
  const chart = useChartTheme();
  const { direction, theme: themeName } = useSettings();
  const sales = useQuery(lastMonthSalesQuery());

  const base = (currency: string): ApexOptions => ({
    chart: {
      fontFamily: token.fontFamily,
      foreColor: token.colorTextSecondary,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
    },
    theme: { mode: themeName === 'ONE_DARK' ? 'dark' : 'light' },
    grid: { borderColor: token.colorBorderSecondary },
    tooltip: { y: { formatter: (minor: number) => fmt.money(minor, currency) } },
    legend: { position: 'bottom', labels: { colors: token.colorTextSecondary } },
  });

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="chartsApex" intro={t('charts.intro')} />
      <QueryState query={sales} failed={t('charts.failed')} size="section">
        {(report) => (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Card
                title={t('charts.trend')}
                extra={
                  <Typography.Text type="secondary">
                    {t('charts.summary', { sales: fmt.money(report.period.salesMinor, report.currency), count: report.period.count })}
                  </Typography.Text>
                }
              >
                <Chart
                  type="area"
                  height={300}
                  series={[
                    { name: t('charts.thisPeriod'), data: report.byDay.map((day) => day.salesMinor) },
                    { name: t('charts.previousPeriod'), data: report.previousByDay.map((day) => day.salesMinor) },
                  ]}
                  options={{
                    ...base(report.currency),
                    colors: [chart.primary, chart.neutral],
                    stroke: { curve: 'smooth', width: [3, 2], dashArray: [0, 4] },
                    fill: { type: 'solid', opacity: [0.25, 0] },
                    dataLabels: { enabled: false },
                    xaxis: {
                      categories: report.byDay.map((day) => fmt.day(day.day, { month: 'short', day: 'numeric' })),
                      tickAmount: 6,
                      labels: { rotate: 0, hideOverlappingLabels: true },
                    },
                    yaxis: { opposite: direction === 'rtl', labels: { formatter: (minor: number) => fmt.moneyShort(minor, report.currency) } },
                  }}
                />
              </Card>
            </Col>
            <Col xs={24} lg={8}>
              <Card title={t('charts.tenders')}>
                {report.byTender.length === 0 ? (
                  <EmptyState title={t('charts.noTenders')} />
                ) : (
                  <Chart
                    type="donut"
                    height={300}
                    series={report.byTender.map((row) => row.amountMinor)}
                    options={{
                      ...base(report.currency),
                      labels: report.byTender.map((row) => t(`charts.tender.${row.tender}`)),
                      colors: report.byTender.map((_, n) => chart.series(n)),
                      dataLabels: { enabled: false },
                      plotOptions: {
                        pie: {
                          donut: { labels: { show: true, total: { show: true, formatter: () => fmt.moneyShort(report.period.salesMinor, report.currency) } } },
                        },
                      },
                    }}
                  />
                )}
              </Card>
            </Col>
          </Row>
        )}
      </QueryState>
      <Typography.Text type="secondary">{t('library', { library: 'ApexCharts 7 (react-apexcharts 2)' })}</Typography.Text>
    </Flex>
  );
}
