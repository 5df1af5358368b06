import { api, type FormRequestInput, type SignpadState } from '@frontdesk/shared';

// The contact page reads through src/common/api (the contact, its assets, its reminders, the asset
// types); what only this page changes is here.

/** DELETE /api/assets/{assetId} → 204 */
export async function deleteAsset(assetId: string): Promise<void> {
  await api.delete(`api/assets/${encodeURIComponent(assetId)}`);
}

/** POST /api/contacts/{id}/form-requests: the screen handed to the contact with a form → the session, now in signpad mode. */
export const handFormTo = (contactId: string, input: FormRequestInput) =>
  api.post(`api/contacts/${encodeURIComponent(contactId)}/form-requests`, { json: input }).json<SignpadState>();
