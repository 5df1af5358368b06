import { addDays, addMonths, formatDay, isDay, localDay, parseDay } from './days';

describe('days', () => {
  it('takes the local calendar day, not the UTC one', () => {
    expect(localDay(new Date(2024, 0, 31, 23, 59))).toBe('2024-01-31');
    expect(localDay(new Date(2024, 11, 1, 0, 1))).toBe('2024-12-01');
  });

  it('reads a day as a local midnight and refuses impossible days', () => {
    expect(parseDay('2024-03-05')?.getDate()).toBe(5);
    expect(isDay('2024-02-30')).toBe(false);
    expect(isDay('05/03/2024')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('adds months, keeping the day where the month has it', () => {
    expect(addMonths('2025-06-10', -12)).toBe('2024-06-10');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('writes a day in the reader’s language without shifting it', () => {
    expect(formatDay('2024-03-05', 'en', 'long')).toBe('March 5, 2024');
    expect(formatDay('2024-03-05', 'es', 'long')).toBe('5 de marzo de 2024');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
