import { formatDate, formatDay, formatMoment } from './dates';
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
});
