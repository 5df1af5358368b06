import type { DayRange, RouteId, UseQueryResult } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props<T> = {
  routeId: RouteId;
  intro: string;
  range: DayRange;
  onRange: (range: DayRange) => void;
  /** more controls on the range's line (the interval) */
  filters?: ReactNode;
  /** the report for the range */
  query: UseQueryResult<T>;
  /** what loads ("Loading the repeat frequency…") */
  loading: string;
  children: (data: T) => ReactNode;
};

/** A contact report's page: its title, the range it covers (and its other filters), then the report in its query's states. */
export function ReportPage<T>({ routeId, intro, range, onRange, filters, query, loading, children }: Props<T>) {
  const { t } = useTranslation('contacts');
  return (
    <Flex vertical gap="middle">
      <PageTitle routeId={routeId} intro={intro} />
      <DateRangeFields value={range} onChange={onRange}>
        {filters}
      </DateRangeFields>
      <QueryState query={query} loading={loading} failed={t('reports.failed')}>
        {children}
      </QueryState>
    </Flex>
  );
}
