import { dayIn, formatClock, formatDate, formatDay, formatMoment } from './dates';
import { formatMoney, formatNumber } from './money';

describe('formatting', () => {
  it('writes a bare day as that day in a zone west of UTC (fails if parsed as UTC midnight)', () => {
    expect(formatDay('2024-07-01', 'en')).toBe('Jul 1, 2024');
    expect(formatDay('2024-07-01', 'en', 'long')).toBe('July 1, 2024');
    expect(formatDay('2024-07-01', 'es')).toBe('1 jul 2024');
    expect(formatDay('2024-07-01', 'en', 'full')).toBe('Monday, July 1, 2024');
    expect(formatDay('2024-07-01', 'es', 'full')).toBe('lunes, 1 de julio de 2024');
  });

  it('writes a bare day in the parts asked, still that day (the spring-forward day too)', () => {
    const short = { weekday: 'short', month: 'short', day: 'numeric' } as const;
    expect(formatDay('2024-07-01', 'en', short)).toBe('Mon, Jul 1');
    expect(formatDay('2024-03-10', 'en', short)).toBe('Sun, Mar 10');
    expect(formatDay('2024-07-01', 'es', short)).toBe('lun, 1 jul');
    expect(formatDay('2024-07-01', 'en', { month: 'short', year: 'numeric' })).toBe('Jul 2024');
    expect(formatDay('2024-02-30', 'en', short)).toBe('2024-02-30');
  });

  it('writes a moment as the day it fell on at the desk, or in a zone it is given', () => {
    expect(formatMoment('2024-07-02T03:00:00Z', 'en')).toBe('Jul 1, 2024');
    expect(formatMoment('2024-07-02T03:00:00Z', 'en', { timeZone: 'Europe/Madrid' })).toBe('Jul 2, 2024');
    expect(formatMoment('2024-07-02T03:00:00Z', 'en', { withTime: true })).toMatch(/^Jul 1, 2024, 8:00\sPM$/);
  });

  it('tells days from moments, and shows a bad value as it came', () => {
    expect(formatDate('2024-07-01', 'en')).toBe('Jul 1, 2024');
    expect(formatDate('2024-07-02T03:00:00Z', 'en')).toBe('Jul 1, 2024');
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('writes integer minor units as money in the reader’s language', () => {
    expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(-500, 'USD', 'en')).toBe('-$5.00');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(123456, 'EUR', 'es')).toMatch(/^1234,56\s€$/);
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
  });

  // the business's day (issue 33 §8): jest's zone is Los Angeles, the demo business's New York
  it('files a sale at 23:30 on the business’s clock under its day, in two zones', () => {
    // 23:30 in New York on Nov 27 is 04:30 UTC on Nov 28, and 20:30 at a desk in Los Angeles
    expect(dayIn('2026-11-28T04:30:00Z', 'America/New_York')).toBe('2026-11-27');
    expect(dayIn('2026-11-28T04:30:00Z', 'UTC')).toBe('2026-11-28');
    // 23:30 in Madrid on Nov 27 is 22:30 UTC, the same day in UTC and Madrid, and 14:30 in Los Angeles
    expect(dayIn('2026-11-27T22:30:00Z', 'Europe/Madrid')).toBe('2026-11-27');
    expect(dayIn('2026-11-28T07:30:00Z', 'America/Los_Angeles')).toBe('2026-11-27');
  });

  it('names the zone of a time when it is not the reader’s, and counts a daylight-saving day right', () => {
    // the reader is in Los Angeles: New York's time is named, Los Angeles' is not
    expect(formatMoment('2026-11-28T04:30:00Z', 'en', { withTime: true, timeZone: 'America/New_York', withZone: 'auto' })).toMatch(
      /^Nov 27, 2026, 11:30\sPM EST$/,
    );
    expect(formatMoment('2026-11-28T07:30:00Z', 'en', { withTime: true, timeZone: 'America/Los_Angeles', withZone: 'auto' })).toMatch(
      /^Nov 27, 2026, 11:30\sPM$/,
    );
    expect(formatClock('2026-11-28T04:30:00Z', 'en', 'America/New_York', { withZone: 'auto' })).toMatch(/^11:30\sPM EST$/);
    expect(formatClock('2026-11-28T04:30:00Z', 'en', 'America/Los_Angeles', { withZone: 'auto' })).toMatch(/^8:30\sPM$/);
    // Nov 1, 2026 (clocks back at 2:00 in New York): 23:30 that night is 04:30 UTC, not 03:30
    expect(dayIn('2026-11-02T04:30:00Z', 'America/New_York')).toBe('2026-11-01');
    expect(formatClock('2026-11-02T04:30:00Z', 'en', 'America/New_York', { withZone: true })).toMatch(/^11:30\sPM EST$/);
    // Mar 8, 2026 (clocks forward): 23:30 is 03:30 UTC the next day
    expect(dayIn('2026-03-09T03:30:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(formatMoment('2026-03-09T03:30:00Z', 'es', { withTime: true, timeZone: 'America/New_York', withZone: true, style: 'long' })).toMatch(
      /^8 de marzo de 2026 a las 23:30\sGMT-4$/,
    );
  });
});

describe('a moment on paper (a receipt, a Z-report)', () => {
  it('writes the moment on the zone’s clock, the zone named for people, in the reader’s language', () => {
    // 21:05 UTC is 3:05 PM in Chicago (CST), whatever the zone the test runs in
    expect(formatMoment('2026-11-27T21:05:00Z', 'en', { withTime: true, timeZone: 'America/Chicago', withZone: 'long' })).toBe(
      'Nov 27, 2026, 3:05 PM Central Time (Chicago)',
    );
    expect(formatMoment('2026-11-27T21:05:00Z', 'es', { withTime: true, timeZone: 'Europe/Madrid', withZone: 'long' })).toMatch(
      /^27 nov 2026, 22:05 hora de Europa central \(Madrid\)$/,
    );
  });
});
