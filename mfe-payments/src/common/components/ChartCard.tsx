import { Flex } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Heading } from '@frontdesk/shared/ui';
import { ChartFrame } from '@frontdesk/shared/ui-reports';
import type { ReactNode } from 'react';

/** A card with a lazily loaded chart and, after it, the table of the same numbers (docs/decisions/0007). */
export function ChartCard({
  title,
  chartLabel,
  chartHeight,
  chart,
  table,
}: {
  title: string;
  chartLabel: string;
  chartHeight: number;
  chart: ReactNode | null;
  table: ReactNode;
}) {
  return (
    <Card title={<Heading level={2}>{title}</Heading>} style={{ height: '100%' }}>
      <Flex vertical gap="large">
        {chart ? (
          <ChartFrame label={chartLabel} height={chartHeight}>
            {chart}
          </ChartFrame>
        ) : null}
        {table}
      </Flex>
    </Card>
  );
}
