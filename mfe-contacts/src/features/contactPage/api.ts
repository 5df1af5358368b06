import { api } from '@frontdesk/shared';

// The contact page reads through src/common/api (the contact, its assets, its reminders, the asset
// types); what only this page changes is here.

/** DELETE /api/assets/{assetId} → 204 */
export async function deleteAsset(assetId: string): Promise<void> {
  await api.delete(`api/assets/${encodeURIComponent(assetId)}`);
}
