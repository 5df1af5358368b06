import { fieldKey, toFields } from './fieldKey';

describe('fieldKey', () => {
  it.each([
    ['Year', 'year'],
    ['Year made', 'year_made'],
    ['  License plate #  ', 'license_plate'],
    ['Año de fabricación', 'ano_de_fabricacion'],
    ['2nd owner', 'f_2nd_owner'],
    ['!!!', ''],
  ])('%s → %s', (label, key) => {
    expect(fieldKey(label)).toBe(key);
  });

  it('keeps to 40 characters', () => {
    expect(fieldKey('a'.repeat(60))).toHaveLength(40);
  });
});

describe('toFields', () => {
  it('keeps the key of an existing field when its label changes', () => {
    expect(toFields([{ key: 'year', label: 'Model year', kind: 'year', required: true }])).toEqual([
      { key: 'year', label: 'Model year', kind: 'year', required: true },
    ]);
  });
});
