import { buildPath } from '@frontdesk/shared';

/** The asset pages of a contact and a type. */
export const assetLinks = (customerId: string, assetTypeId: string) => ({
  create: buildPath('assetCreate', { customerId, assetTypeId }),
  edit: (assetId: string) => buildPath('assetEdit', { customerId, assetTypeId, assetId }),
});
