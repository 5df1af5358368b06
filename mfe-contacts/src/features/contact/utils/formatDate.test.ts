import { formatDate, formatDay } from './formatDate';

describe('formatDate', () => {
  it('writes the date in English', () => {
    expect(formatDate('2024-03-05T12:00:00.000Z', 'en')).toBe('March 5, 2024');
  });

  it('writes the date in Spanish', () => {
    expect(formatDate('2024-03-05T12:00:00.000Z', 'es')).toBe('5 de marzo de 2024');
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDay', () => {
  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatDay('2024-03-05', 'en')).toBe('March 5, 2024');
  });

  it('writes the day of a timestamp like formatDate', () => {
    expect(formatDay('2024-03-05T12:00:00.000Z', 'es')).toBe('5 de marzo de 2024');
  });
});
