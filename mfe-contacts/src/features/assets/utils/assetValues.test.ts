import type { AssetField } from '@frontdesk/shared';
import { toAssetData } from './assetValues';

const fields: AssetField[] = [
  { key: 'year', label: 'Year', kind: 'year', required: true },
  { key: 'make', label: 'Make', kind: 'text', required: true },
  { key: 'seats', label: 'Seats', kind: 'number', required: false },
  { key: 'color', label: 'Color', kind: 'text', required: false },
];

describe('toAssetData', () => {
  it('sends numbers as numbers and text trimmed', () => {
    expect(toAssetData(fields, { year: 2019, make: ' Toyota ', seats: '5' })).toEqual({ year: 2019, make: 'Toyota', seats: 5 });
  });

  it('leaves out empty fields and keys the type does not have', () => {
    expect(toAssetData(fields, { year: null, make: '  ', color: '', other: 'x' })).toEqual({});
  });
});
