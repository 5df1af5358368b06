import type { Asset, AssetField, AssetTypeDetail } from '@frontdesk/shared';

/** The oldest year a year field takes. */
export const FIRST_YEAR = 1900;
/** The newest: next year (a car of next year's model is sold this year). */
export const lastYear = (now = new Date()) => now.getFullYear() + 1;

export type AssetFormValues = { name: string; data: Record<string, string | number | null | undefined> };

/** The form's first values: the asset's, or empty. */
export function toAssetFormValues(asset: Asset | undefined): AssetFormValues {
  return { name: asset?.name ?? '', data: { ...(asset?.data ?? {}) } };
}

/**
 * The asset's data as the API takes it: each field of the type, text trimmed, numbers as numbers;
 * an empty field is left out (the server checks the required ones).
 */
export function toAssetData(fields: AssetField[], values: AssetFormValues['data']): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (value === null || value === undefined) continue;
    if (field.kind === 'text') {
      const text = String(value).trim();
      if (text) data[field.key] = text;
    } else {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (String(value).trim() !== '' && Number.isFinite(number)) data[field.key] = number;
    }
  }
  return data;
}

/** What an asset without a name is called: the type's first fields, as the server names it. */
export const defaultNameExample = (type: AssetTypeDetail) =>
  type.fields
    .slice(0, 3)
    .map((field) => field.label)
    .join(' ');
