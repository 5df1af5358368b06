import { guessField, guessMapping, normalizeHeader } from './fields';
import { doubledFields, mapRows, mapsAName } from './mapRows';

describe('guessing fields from headers', () => {
  it.each([
    ['first_name', 'firstName'],
    ['First Name', 'firstName'],
    ['FIRST-NAME', 'firstName'],
    ['Last name', 'lastName'],
    ['Surname', 'lastName'],
    ['email', 'email'],
    ['E-mail Address', 'email'],
    ['Phone number', 'phone'],
    ['Mobile', 'phone'],
    ['Teléfono', 'phone'],
    ['Street address', 'address'],
    ['Notes', 'notes'],
    ['tags', 'tags'],
    ['Lead source', 'source'],
    ['Marketing consent', 'marketingConsent'],
    ['Accepts Email Marketing', 'marketingConsent'],
    ['Apellidos', 'lastName'],
  ])('takes "%s" for %s', (header, field) => {
    expect(guessField(header)).toBe(field);
  });

  it('guesses nothing for other headers', () => {
    expect(guessField('Favourite colour')).toBeUndefined();
    expect(guessField('')).toBeUndefined();
  });

  it('normalizes case, punctuation and accents', () => {
    expect(normalizeHeader(' Correo Electrónico ')).toBe('correoelectronico');
  });

  it('gives a field to the first column naming it only', () => {
    expect(guessMapping(['Email', 'email', 'Name', 'Colour'])).toEqual(['email', 'skip', 'firstName', 'skip']);
  });
});

describe('mapRows', () => {
  const csv = {
    fileName: 'c.csv',
    headers: ['First', 'Colour', 'Email', 'Tags'],
    rows: [
      ['Ann', 'blue', ' ann@example.com ', 'vip;new'],
      ['', 'red', '', ''],
    ],
  };

  it('sends the mapped columns as text, trimmed, and leaves out skipped columns and empty cells', () => {
    expect(mapRows(csv, ['firstName', 'skip', 'email', 'tags'])).toEqual([{ firstName: 'Ann', email: 'ann@example.com', tags: 'vip;new' }, {}]);
  });

  it('finds a field chosen for two columns, and whether a name is mapped', () => {
    expect([...doubledFields(['email', 'skip', 'email', 'tags'])]).toEqual(['email']);
    expect(mapsAName(['skip', 'lastName'])).toBe(true);
    expect(mapsAName(['email', 'skip'])).toBe(false);
  });
});
