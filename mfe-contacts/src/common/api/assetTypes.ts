import { api, queryOptions, type AssetTypeList } from '@frontdesk/shared';

/**
 * GET /api/asset-types: the business's asset types with their fields. Asked once per page load and
 * kept (the asset types page invalidates ['asset-types'] after each change it makes).
 */
export const assetTypesQuery = () =>
  queryOptions({
    queryKey: ['asset-types'],
    queryFn: ({ signal }) => api.get('api/asset-types', { signal }).json<AssetTypeList>(),
    staleTime: Number.POSITIVE_INFINITY,
  });
