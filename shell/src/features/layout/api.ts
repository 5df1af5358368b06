import { api, queryOptions, type RegisterList } from '@frontdesk/shared';

/**
 * GET /api/registers: the business's registers. The same query (key and answer) as the payments
 * pages' list, so a register opened, closed or renamed there (they invalidate ['registers'])
 * shows on the top bar at once.
 */
export const registersQuery = () =>
  queryOptions({
    queryKey: ['registers', 'list'],
    queryFn: ({ signal }) => api.get('api/registers', { signal }).json<RegisterList>(),
  });
