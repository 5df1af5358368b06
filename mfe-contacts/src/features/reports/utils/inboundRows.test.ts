import { leadRows } from './inboundRows';
import { periodLabel, periodsBetween, periodStart } from './periods';

describe('periods', () => {
  it('starts a week on its Monday and a month on its 1st', () => {
    expect(periodStart('2025-06-15', 'week')).toBe('2025-06-09'); // a Sunday
    expect(periodStart('2025-06-09', 'week')).toBe('2025-06-09');
    expect(periodStart('2025-06-15', 'month')).toBe('2025-06-01');
    expect(periodStart('2025-06-15', 'day')).toBe('2025-06-15');
  });

  it('lists every period of a range', () => {
    expect(periodsBetween('2024-11-20', '2025-02-03', 'month')).toEqual(['2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01']);
    expect(periodsBetween('2025-06-04', '2025-06-16', 'week')).toEqual(['2025-06-02', '2025-06-09', '2025-06-16']);
    expect(periodsBetween('2025-02-27', '2025-03-01', 'day')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01']);
  });

  it('names months by month and year', () => {
    expect(periodLabel('2025-01-01', 'month', 'en')).toBe('Jan 2025');
    expect(periodLabel('2025-01-06', 'week', 'en')).toBe('Jan 6, 2025');
  });
});

describe('leadRows', () => {
  it('fills the periods without new contacts and orders the sources as the reports do', () => {
    const { periods, sources } = leadRows({
      from: '2025-01-10',
      to: '2025-03-05',
      interval: 'month',
      series: [
        { period: '2025-03-01', source: 'referral', count: 2 },
        { period: '2025-01-01', source: 'walk_in', count: 1 },
        { period: '2025-01-01', source: 'referral', count: 1 },
        { period: '2025-01-01', source: 'newsletter', count: 4 },
      ],
      total: 8,
    });
    expect(periods).toEqual([
      { period: '2025-01-01', counts: { walk_in: 1, referral: 1, newsletter: 4 }, total: 6 },
      { period: '2025-02-01', counts: {}, total: 0 },
      { period: '2025-03-01', counts: { referral: 2 }, total: 2 },
    ]);
    expect(sources).toEqual([
      { key: 'walk_in', total: 1 },
      { key: 'referral', total: 3 },
      { key: 'newsletter', total: 4 },
    ]);
  });

  it('keeps a period the API answered that the calendar did not predict', () => {
    const { periods } = leadRows({
      from: '2025-06-02',
      to: '2025-06-08',
      interval: 'week',
      series: [{ period: '2025-06-01', source: 'phone', count: 1 }],
      total: 1,
    });
    expect(periods.map((p) => p.period)).toEqual(['2025-06-01', '2025-06-02']);
  });
});
