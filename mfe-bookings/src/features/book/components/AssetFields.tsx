import { useAssetTexts, type OnlineService } from '@frontdesk/shared';
import { PublicField } from '@frontdesk/shared/public';

type AssetType = NonNullable<OnlineService['assetType']>;

/** A number or a year is typed on a phone's number pad; a year is four digits. */
const inputOf = (kind: AssetType['fields'][number]['kind']) =>
  kind === 'number'
    ? ({ type: 'number', inputMode: 'decimal' } as const)
    : kind === 'year'
      ? ({ inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 } as const)
      : ({ maxLength: 200 } as const);

/** What the service is for (the visitor's pet, their vehicle): each field its type asks, named as the API names them (its name is made from them); `initial`: the values sent last. */
export function AssetFields({ assetType, initial }: { assetType: AssetType; initial?: Record<string, string> | null | undefined }) {
  const { fieldLabel } = useAssetTexts();
  return (
    <>
      {assetType.fields.map((field) => (
        <PublicField
          key={field.key}
          name={`asset.${field.key}`}
          label={fieldLabel(field)}
          required={field.required}
          defaultValue={initial?.[`asset.${field.key}`]}
          {...inputOf(field.kind)}
        />
      ))}
    </>
  );
}
