import { api, sessionStore, type AssetTypeDetail, type AssetTypeInput, type AssetTypePatch, type UserInfo } from '@frontdesk/shared';

const oneType = (id: string) => `api/asset-types/${encodeURIComponent(id)}`;

// The list is read through src/common/api/assetTypes.ts (the asset pages and the contact page use it too).

/** POST /api/asset-types (admins) → 201 the type. */
export function createAssetType(input: AssetTypeInput): Promise<AssetTypeDetail> {
  return api.post('api/asset-types', { json: input }).json<AssetTypeDetail>();
}

/** PATCH /api/asset-types/{id} (admins) → the type. */
export function updateAssetType(id: string, patch: AssetTypePatch): Promise<AssetTypeDetail> {
  return api.patch(oneType(id), { json: patch }).json<AssetTypeDetail>();
}

/** DELETE /api/asset-types/{id} → 204, or 409 while assets of the type exist. */
export async function deleteAssetType(id: string): Promise<void> {
  await api.delete(oneType(id));
}

/**
 * The session user carries the asset types (settings.asset_types): after a change, load it again so
 * the shell's quick-add menu and the contact page's Add asset follow. Signing in without a token
 * keeps the stored one. A failure here leaves the old list; the change itself was made.
 */
export async function refreshSessionUser(): Promise<void> {
  try {
    const user = await api.get('api/user_info').json<UserInfo>();
    sessionStore.signIn(user);
  } catch {
    // the next sign-in brings the new types
  }
}
