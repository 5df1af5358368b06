import type { Asset, AssetTypeDetail } from '@frontdesk/shared';

/** "Year: 2019 · Make: Toyota": an asset's data with its type's labels, in the type's order. */
export function assetFieldsText(asset: Asset, type: AssetTypeDetail | undefined): string {
  const keys = type ? type.fields.map((field) => field.key).filter((key) => key in asset.data) : Object.keys(asset.data);
  const label = (key: string) => type?.fields.find((field) => field.key === key)?.label ?? key;
  return keys
    .filter((key) => String(asset.data[key] ?? '').trim() !== '')
    .map((key) => `${label(key)}: ${asset.data[key]}`)
    .join(' · ');
}
