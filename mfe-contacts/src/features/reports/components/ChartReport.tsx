import { Flex } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { EmptyState, Heading } from '@frontdesk/shared/ui';
import { ChartFrame, StatCards, type Stat } from '@frontdesk/shared/ui-reports';
import type { ReactNode } from 'react';

type Props = {
  /** the report's totals, above the chart */
  stats: Stat[];
  /** the chart card's heading */
  title: string;
  /** said instead of the chart and its table when the range holds nothing to draw */
  empty?: string;
  /** the chart's name for screen readers, and the room it takes */
  chartLabel: string;
  chartHeight: number;
  /** a lazily loaded chart */
  chart: ReactNode;
  /** the table of the chart's numbers */
  table: ReactNode;
  /** the next range's numbers are on their way */
  refreshing: boolean;
};

/** What a chart report shows: its totals in cards, then a card with the chart and the table of the same numbers. */
export function ChartReport({ stats, title, empty, chartLabel, chartHeight, chart, table, refreshing }: Props) {
  return (
    <Flex vertical gap="middle" aria-busy={refreshing}>
      <StatCards stats={stats} />
      <Card title={<Heading level={2}>{title}</Heading>}>
        {empty !== undefined ? (
          <EmptyState size="section" title={empty} />
        ) : (
          <Flex vertical gap="large">
            <ChartFrame label={chartLabel} height={chartHeight}>
              {chart}
            </ChartFrame>
            {table}
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
