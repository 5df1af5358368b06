import { numberFormatter, useFormat, useQuery, type RepeatFrequency } from '@frontdesk/shared';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { repeatFrequencyQuery } from '../api';
import type { RepeatFrequencyBar } from '../charts/RepeatFrequencyChart';
import { useReportRange } from '../hooks/useReportRange';
import { customersPerBucket } from '../utils/buckets';
import { ChartReport } from './ChartReport';
import { ReportPage } from './ReportPage';

const RepeatFrequencyChart = lazy(() => import('../charts/RepeatFrequencyChart'));

/** /app/reports/repeat-frequency: how many customers visited once, twice, … in a range. */
export function RepeatFrequencyPage() {
  const { t } = useTranslation('contacts');
  const [range, setRange] = useReportRange();
  const report = useQuery(repeatFrequencyQuery(range));

  return (
    <ReportPage
      routeId="reports.repeat-frequency"
      intro={t('reports.repeat.intro')}
      range={range}
      onRange={setRange}
      query={report}
      loading={t('reports.repeat.loading')}
    >
      {(data) => <RepeatFrequencyReport data={data} refreshing={report.isPlaceholderData} />}
    </ReportPage>
  );
}

type BucketRow = RepeatFrequencyBar & { share: number };

function RepeatFrequencyReport({ data, refreshing }: { data: RepeatFrequency; refreshing: boolean }) {
  const { t, i18n } = useTranslation('contacts');
  const format = useFormat();
  const number = { format: format.number };
  const percent = numberFormatter(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const buckets = customersPerBucket(data);
  const customers = data.customers;
  const returning = buckets.filter((b) => b.visits >= 2).reduce((sum, b) => sum + b.customers, 0);
  const rows: BucketRow[] = buckets.map(({ visits, customers: count }) => ({
    key: String(visits),
    axisLabel: visits === 5 ? '5+' : String(visits),
    label: visits === 5 ? t('reports.repeat.bucketOrMore', { count: visits }) : t('reports.repeat.bucket', { count: visits }),
    customers: count,
    share: customers ? count / customers : 0,
  }));
  const range = { from: format.day(data.from), to: format.day(data.to) };

  const columns: TableColumnsType<BucketRow> = [
    { key: 'visits', title: t('reports.repeat.columns.visits'), dataIndex: 'label' },
    { key: 'customers', title: t('reports.repeat.columns.customers'), align: 'right', render: (_, row) => number.format(row.customers) },
    { key: 'share', title: t('reports.repeat.columns.share'), align: 'right', render: (_, row) => percent.format(row.share) },
  ];

  return (
    <ChartReport
      refreshing={refreshing}
      stats={[
        { label: t('reports.repeat.customers'), value: number.format(customers) },
        { label: t('reports.repeat.visits'), value: number.format(data.visits) },
        {
          label: t('reports.repeat.returning'),
          value: number.format(returning),
          suffix: customers ? `(${percent.format(returning / customers)})` : undefined,
        },
        {
          label: t('reports.repeat.perCustomer'),
          value: customers ? numberFormatter(i18n.language, { maximumFractionDigits: 2 }).format(data.visits / customers) : '–',
        },
      ]}
      title={t('reports.repeat.chartTitle')}
      empty={customers === 0 ? t('reports.repeat.empty') : undefined}
      chartLabel={t('reports.repeat.chartLabel')}
      chartHeight={300}
      chart={<RepeatFrequencyChart bars={rows} seriesName={t('reports.repeat.customers')} />}
      table={
        <Table<BucketRow>
          aria-label={t('reports.repeat.tableLabel', range)}
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          loading={refreshing}
          pagination={false}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('reports.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {number.format(customers)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {percent.format(customers ? 1 : 0)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      }
    />
  );
}
