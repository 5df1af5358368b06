import { useFormat, useQuery, type InboundLead } from '@frontdesk/shared';
import { Segmented, Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { localPager } from '@frontdesk/shared/ui-pages';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isContactSource } from '../../../common/sources';
import { inboundLeadQuery, type Interval } from '../api';
import type { InboundLeadRow } from '../charts/InboundLeadChart';
import { useReportRange } from '../hooks/useReportRange';
import { leadRows } from '../utils/inboundRows';
import { periodLabel } from '../utils/periods';
import { ChartReport } from './ChartReport';
import { ReportPage } from './ReportPage';

const InboundLeadChart = lazy(() => import('../charts/InboundLeadChart'));

const INTERVALS: Interval[] = ['day', 'week', 'month'];

/** /app/reports/inbound-lead: new contacts by source over time. */
export function InboundLeadPage() {
  const { t } = useTranslation('contacts');
  const [range, setRange] = useReportRange();
  const [interval, chooseInterval] = useState<Interval>('month');
  const report = useQuery(inboundLeadQuery(range, interval));

  const intervals = (
    <Form.Item label={<span id="inbound-lead-interval">{t('reports.leads.interval')}</span>}>
      <Segmented<Interval>
        aria-labelledby="inbound-lead-interval"
        aria-label={undefined}
        value={interval}
        onChange={chooseInterval}
        options={INTERVALS.map((value) => ({ value, label: t(`reports.leads.intervals.${value}`) }))}
      />
    </Form.Item>
  );

  return (
    <ReportPage
      routeId="reports.inbound-lead"
      intro={t('reports.leads.intro')}
      range={range}
      onRange={setRange}
      filters={intervals}
      query={report}
      loading={t('reports.leads.loading')}
    >
      {(data) => <InboundLeadReport data={data} refreshing={report.isPlaceholderData} />}
    </ReportPage>
  );
}

type PeriodRow = InboundLeadRow & { total: number };

function InboundLeadReport({ data, refreshing }: { data: InboundLead; refreshing: boolean }) {
  const { t, i18n } = useTranslation('contacts');
  const format = useFormat();
  const number = { format: format.number };
  const { periods, sources } = leadRows(data);
  const sourceName = (key: string) => (isContactSource(key) ? t(`sources.${key}`) : key);
  const named = sources.map((source) => ({ ...source, name: sourceName(source.key) }));
  const top = [...named].sort((a, b) => b.total - a.total)[0];
  const rows: PeriodRow[] = periods.map(({ period, counts, total }) => {
    const short = periodLabel(period, data.interval, i18n.language);
    return {
      period,
      axisLabel: short,
      label: data.interval === 'week' ? t('reports.leads.weekOf', { day: short }) : short,
      counts,
      total,
    };
  });
  const range = { from: format.day(data.from), to: format.day(data.to) };

  const columns: TableColumnsType<PeriodRow> = [
    { key: 'period', title: t('reports.leads.period'), dataIndex: 'label', fixed: 'left' },
    ...named.map((source) => ({
      key: source.key,
      title: source.name,
      align: 'right' as const,
      render: (_: unknown, row: PeriodRow) => number.format(row.counts[source.key] ?? 0),
    })),
    { key: 'total', title: t('reports.total'), align: 'right', render: (_, row) => number.format(row.total) },
  ];

  return (
    <ChartReport
      refreshing={refreshing}
      stats={[
        { label: t('reports.leads.totalNew'), value: number.format(data.total) },
        ...(top ? [{ label: t('reports.leads.topSource'), value: top.name, suffix: `(${number.format(top.total)})` }] : []),
      ]}
      title={t('reports.leads.chartTitle')}
      empty={data.total === 0 ? t('reports.leads.empty') : undefined}
      chartLabel={t('reports.leads.chartLabel')}
      chartHeight={320}
      chart={<InboundLeadChart rows={rows} sources={named} />}
      table={
        <Table<PeriodRow>
          aria-label={t('reports.leads.tableLabel', range)}
          size="small"
          rowKey="period"
          columns={columns}
          dataSource={rows}
          loading={refreshing}
          scroll={{ x: 'max-content' }}
          // a year of months a page
          pagination={localPager(12)}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('reports.total')}</Table.Summary.Cell>
              {named.map((source, i) => (
                <Table.Summary.Cell key={source.key} index={i + 1} align="right">
                  {number.format(source.total)}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={named.length + 1} align="right">
                {number.format(data.total)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      }
    />
  );
}
