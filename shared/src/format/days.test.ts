import { addDays, addMonths, appliedRange, daysBetween, isDay, localDay, mondayOf, parseDay, weekdayOf } from './days';

// These run in America/Los_Angeles (jest.config.cjs): a desk's "today" is its own, not UTC's.
describe('calendar days', () => {
  it("takes today from the desk's clock, not UTC's (fails in UTC)", () => {
    // 03:00 UTC on July 2 is still the evening of July 1 in California
    expect(localDay(new Date('2024-07-02T03:00:00Z'))).toBe('2024-07-01');
  });

  it('adds days across the spring daylight-saving change without skipping one', () => {
    expect(addDays('2024-03-09', 1)).toBe('2024-03-10');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(daysBetween('2024-03-09', '2024-03-12')).toBe(3);
  });

  it('keeps the day of month where the target month has it, else its last day', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-03-15', -1)).toBe('2024-02-15');
  });

  it('refuses impossible days', () => {
    expect(parseDay('2023-02-29')).toBeNull();
    expect(isDay('2024-13-01')).toBe(false);
    expect(isDay('2024-02-29')).toBe(true);
  });

  it('asks a list for its range with either end open, and for none when the range runs backwards', () => {
    expect(appliedRange({ from: '2025-06-01', to: '2025-06-30' })).toEqual({ from: '2025-06-01', to: '2025-06-30' });
    expect(appliedRange({ from: '2025-06-01' })).toEqual({ from: '2025-06-01' });
    expect(appliedRange({ to: '2025-06-30', from: '' })).toEqual({ to: '2025-06-30' });
    expect(appliedRange({ from: '2025-06-30', to: '2025-06-01' })).toEqual({});
  });
});

describe('weeks', () => {
  it("run Monday (1) to Sunday (7), a bare day's weekday the same in every zone", () => {
    expect(weekdayOf('2026-03-08')).toBe(7);
    expect(weekdayOf('2026-03-09')).toBe(1);
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
  });
});
