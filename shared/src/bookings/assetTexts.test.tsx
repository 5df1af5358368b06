import { screen } from '@testing-library/react';
import { act } from 'react';
import { settingsStore } from '../settings/settingsStore';
import { renderAt } from '../testing/render';
import { useAssetTexts } from './assetTexts';

// Issue 34 §8: the asset types a business starts with read in the reader's language until renamed.

function Names({ types, fields }: { types: string[]; fields: { key: string; label: string }[] }) {
  const { typeName, fieldLabel } = useAssetTexts();
  return <output aria-label="names">{[...types.map(typeName), ...fields.map(fieldLabel)].join(' | ')}</output>;
}

afterEach(() => settingsStore.update({ language: 'en' }));

describe('useAssetTexts', () => {
  const types = ['Pet', 'Vehicle', 'Boat'];
  // the seed's own labels, one renamed by the business, and one of its own
  const fields = [
    { key: 'breed', label: 'Breed' },
    { key: 'weight', label: 'Weight (lb)' },
    { key: 'species', label: 'Kind of animal' },
    { key: 'hull', label: 'Hull' },
  ];

  it('reads the starting types and fields in Spanish, and what the business wrote as written', () => {
    renderAt(<Names types={types} fields={fields} />, '/');
    expect(screen.getByRole('status', { name: 'names' })).toHaveTextContent('Pet | Vehicle | Boat | Breed | Weight (lb) | Kind of animal | Hull');
    act(() => settingsStore.update({ language: 'es' }));
    expect(screen.getByRole('status', { name: 'names' })).toHaveTextContent('Mascota | Vehículo | Boat | Raza | Peso (lb) | Kind of animal | Hull');
  });
});
