import type { Asset, AssetTypeDetail } from '@frontdesk/shared';

/** "Year: 2019 · Make: Toyota": an asset's data with its type's labels (`fieldLabel`: the kit's useAssetTexts), in the type's order. */
export function assetFieldsText(asset: Asset, type: AssetTypeDetail | undefined, fieldLabel: (field: { key: string; label: string }) => string): string {
  const keys = type ? type.fields.map((field) => field.key).filter((key) => key in asset.data) : Object.keys(asset.data);
  const label = (key: string) => {
    const field = type?.fields.find((f) => f.key === key);
    return field ? fieldLabel(field) : key;
  };
  return keys
    .filter((key) => String(asset.data[key] ?? '').trim() !== '')
    .map((key) => `${label(key)}: ${asset.data[key]}`)
    .join(' · ');
}
