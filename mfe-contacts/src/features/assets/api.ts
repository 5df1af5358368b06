import { api, queryOptions, type Asset, type AssetInput, type AssetPatch } from '@frontdesk/shared';

// A contact's assets and the asset types are read through src/common/api (the contact page shows them too).

const oneAsset = (assetId: string) => `api/assets/${encodeURIComponent(assetId)}`;

/** GET /api/assets/{assetId} */
export const assetQuery = (assetId: string) =>
  queryOptions({
    queryKey: ['assets', assetId],
    queryFn: ({ signal }) => api.get(oneAsset(assetId), { signal }).json<Asset>(),
  });

/** POST /api/contacts/{id}/assets → 201, or 400 with field refusals (`data.make`). */
export function createAsset(contactId: string, input: AssetInput): Promise<Asset> {
  return api.post(`api/contacts/${encodeURIComponent(contactId)}/assets`, { json: input }).json<Asset>();
}

/** PATCH /api/assets/{assetId} → the asset, or 400 with field refusals. */
export function updateAsset(assetId: string, patch: AssetPatch): Promise<Asset> {
  return api.patch(oneAsset(assetId), { json: patch }).json<Asset>();
}
