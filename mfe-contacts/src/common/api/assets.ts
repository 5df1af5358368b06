import { api, queryOptions, type AssetList } from '@frontdesk/shared';

/** GET /api/contacts/{id}/assets: the contact's assets, of every type. */
export const contactAssetsQuery = (contactId: string) =>
  queryOptions({
    queryKey: ['assets', { contactId }],
    queryFn: ({ signal }) => api.get(`api/contacts/${encodeURIComponent(contactId)}/assets`, { signal }).json<AssetList>(),
  });
