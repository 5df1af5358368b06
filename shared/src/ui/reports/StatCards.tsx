import { Card, Col, Row } from '../antdPages';
import { Statistic } from '../antdMore';
import type { ReactNode } from 'react';

export type Stat = {
  label: string;
  value: string | number;
  suffix?: ReactNode;
  /** a line under the figure (a trend against the previous period) */
  note?: ReactNode;
};

/**
 * Figures side by side (a report's totals, an import's counts): each in a small card that is a
 * group named by its label, four to a row on wide screens and two on narrow ones.
 */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <Row gutter={[16, 16]}>
      {stats.map(({ label, value, suffix, note }) => (
        <Col key={label} xs={12} md={6}>
          <Card size="small" role="group" aria-label={label}>
            <Statistic title={label} value={value} suffix={suffix} />
            {note}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
