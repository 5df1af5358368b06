import type { OnlineService, VisitorDetails } from '@frontdesk/shared';

/** The details form's values by field name; an asset's fields are named as the API names them ('asset.breed'). */
export type DetailValues = Record<string, string>;

const PERSON = ['firstName', 'lastName', 'email', 'phone', 'notes'] as const;

/** The form's field names: the API's, so a refused field is placed under the field of the same name. */
export function detailFields(assetType: OnlineService['assetType']): Set<string> {
  return new Set<string>([...PERSON, ...(assetType ? [...assetType.fields.map((field) => `asset.${field.key}`)] : [])]);
}

/** The form's values as the API takes them: trimmed, empty notes left out, the asset when the service is for one. */
export function toVisitorDetails(values: DetailValues, assetType: OnlineService['assetType']): VisitorDetails {
  const value = (name: string) => values[name]?.trim() ?? '';
  const notes = value('notes');
  return {
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email'),
    phone: value('phone'),
    ...(notes ? { notes } : {}),
    ...(assetType
      ? {
          asset: {
            // a field left empty is left out: the API checks whether it was required
            data: Object.fromEntries(assetType.fields.map((field) => [field.key, value(`asset.${field.key}`)]).filter(([, v]) => v !== '')),
          },
        }
      : {}),
  };
}
