import { Alert, Flex, Spin } from '../antd';
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where a lazily loaded chart goes (docs/decisions/0007): a figure named for screen readers (the
 * table after it holds the same numbers), a spinner while recharts arrives, and a note instead of
 * the chart if its code cannot be fetched or it throws: the page and its table keep working.
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <figure aria-label={label} style={{ margin: 0, minHeight: height }}>
      <ChartBoundary fallback={<Alert type="info" showIcon title={t('chart.failed')} />}>
        <Suspense
          fallback={
            <Flex role="status" aria-label={t('chart.loading')} align="center" justify="center" style={{ height }}>
              <Spin />
            </Flex>
          }
        >
          {children}
        </Suspense>
      </ChartBoundary>
    </figure>
  );
}
