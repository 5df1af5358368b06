import { useTranslation } from 'react-i18next';

// The asset types a new business starts with (the demo's Vehicle and Pet, and their fields) are
// data the business may rename; until it does, they read in the reader's language (issue 34 §8:
// "Pet", "Species", "Breed" stayed English in Spanish). A name or label is one of them while it is
// still the English the seed wrote; a field is known by its key. Anything the business wrote shows
// as written.

const TYPES = ['Vehicle', 'Pet'] as const;
const FIELDS = ['year', 'make', 'model', 'plate', 'pet_name', 'species', 'breed', 'weight'] as const;

/** An asset type's name and a field's label, in the reader's language when they are the seed's own. */
export function useAssetTexts() {
  const { t, i18n } = useTranslation('common');
  const english = i18n.getFixedT('en', 'common');
  return {
    typeName: (name: string): string => {
      const preset = TYPES.find((type) => english(`assetPresets.types.${type}`) === name);
      return preset ? t(`assetPresets.types.${preset}`) : name;
    },
    fieldLabel: (field: { key: string; label: string }): string => {
      const preset = FIELDS.find((key) => key === field.key);
      return preset && english(`assetPresets.fields.${preset}`) === field.label ? t(`assetPresets.fields.${preset}`) : field.label;
    },
  };
}
