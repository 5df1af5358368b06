import { rangeOf, shiftRange, viewOf } from './range';

describe('the list’s span of days', () => {
  it('runs a week from Monday to Sunday', () => {
    expect(rangeOf('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('tells a day, a week and a span typed in the fields apart', () => {
    expect(viewOf({ from: '2026-03-10', to: '2026-03-10' })).toBe('day');
    expect(viewOf({ from: '2026-03-09', to: '2026-03-15' })).toBe('week');
    expect(viewOf({ from: '2026-03-10', to: '2026-03-16' })).toBeNull();
  });

  it('moves a span by its own length, across the change to summer time', () => {
    expect(shiftRange({ from: '2026-03-08', to: '2026-03-08' }, 1)).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(shiftRange({ from: '2026-03-02', to: '2026-03-08' }, 1)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(shiftRange({ from: '2026-03-10', to: '2026-03-12' }, -1)).toEqual({ from: '2026-03-07', to: '2026-03-09' });
  });
});
