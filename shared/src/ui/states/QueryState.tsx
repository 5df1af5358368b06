import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isNotFound } from '../../api/problem';
import { FailedState } from './FailedState';
import { LoadingState } from './LoadingState';
import type { StateSize } from './StateSize';

type Props<T> = {
  query: UseQueryResult<T>;
  /** names what loads, for the spinner and the failure ("Loading the contact…", "The contact could not be loaded") */
  loading?: string;
  failed: string;
  /** shown instead of the failure when the record does not exist */
  notFound?: ReactNode;
  /** shown when the data is there but holds nothing */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  size?: StateSize;
  children: (data: T) => ReactNode;
};

/**
 * The one way a query's states are drawn: loading, failed (with Retry), not found, empty, or the
 * data. Data already on screen stays while the next answer loads (a page change does not blink).
 */
export function QueryState<T>({ query, loading, failed, notFound, empty, isEmpty, size = 'page', children }: Props<T>) {
  // data that is there stays, also when asking again failed (the failure of a refresh is no reason to hide it)
  if (query.data !== undefined) {
    if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    if (notFound !== undefined && isNotFound(query.error)) return <>{notFound}</>;
    return <FailedState title={failed} error={query.error} onRetry={() => void query.refetch()} size={size} />;
  }
  return <LoadingState label={loading} size={size} />;
}
