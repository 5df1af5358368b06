import { zoneName } from './zone';

describe('zoneName', () => {
  it('names a zone as people say it, in the reader’s language, with its city', () => {
    expect(zoneName('America/Chicago', 'en')).toBe('Central Time (Chicago)');
    expect(zoneName('America/Chicago', 'es')).toBe('hora central (Chicago)');
    expect(zoneName('America/New_York', 'en')).toBe('Eastern Time (New York)');
  });

  it('gives a zone with no generic name its standard name, and an unknown zone its id', () => {
    expect(zoneName('UTC', 'en')).toBe('Coordinated Universal Time');
    expect(zoneName('Not/AZone', 'en')).toBe('Not/AZone');
  });
});
