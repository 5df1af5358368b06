import { api, type Asset, type AssetInput, type AssetList, type AssetPatch } from '@frontdesk/shared';

const contactAssets = (contactId: string) => `api/contacts/${encodeURIComponent(contactId)}/assets`;
const oneAsset = (assetId: string) => `api/assets/${encodeURIComponent(assetId)}`;

/** GET /api/contacts/{id}/assets: the contact's assets, of every type. */
export function fetchContactAssets(contactId: string, signal?: AbortSignal): Promise<AssetList> {
  return api.get(contactAssets(contactId), { signal }).json<AssetList>();
}

/** GET /api/assets/{assetId} */
export function fetchAsset(assetId: string, signal?: AbortSignal): Promise<Asset> {
  return api.get(oneAsset(assetId), { signal }).json<Asset>();
}

/** POST /api/contacts/{id}/assets → 201, or 400 with `errors`: field key → message. */
export function createAsset(contactId: string, input: AssetInput): Promise<Asset> {
  return api.post(contactAssets(contactId), { json: input }).json<Asset>();
}

/** PATCH /api/assets/{assetId} → the asset, or 400 with `errors`. */
export function updateAsset(assetId: string, patch: AssetPatch): Promise<Asset> {
  return api.patch(oneAsset(assetId), { json: patch }).json<Asset>();
}

/** DELETE /api/assets/{assetId} → 204 */
export async function deleteAsset(assetId: string): Promise<void> {
  await api.delete(oneAsset(assetId));
}
