// The data layer (docs/decisions/0009-data-layer.md): server state in one TanStack Query cache.
// Read with `useQuery(…)` over a feature's `api.ts`; change with `useApiMutation`. Nothing else
// loads or changes server data.
export { queryClient, createQueryClient, shouldRetry } from './queryClient';
export { keptQuery } from './keptQuery';
export { LIVE_QUERY_ROOTS, type LiveEventName } from './liveQueries';
export { pagedQuery, PAGE_SIZE, LARGEST_PAGE, type PageRequest } from './pagedQuery';
export { cursorQuery, type CursorPage } from './cursorQuery';
export { useApiMutation, type ApiMutation, type ApiMutationOptions, type MutationContext } from './useApiMutation';
export {
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
