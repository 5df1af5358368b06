import { formatZonedMoment } from './zonedMoment';

describe('formatZonedMoment', () => {
  it('writes the moment on the zone’s clock, the zone named, in the reader’s language', () => {
    // 21:05 UTC is 3:05 PM in Chicago (CST), whatever the zone the test runs in
    expect(formatZonedMoment('2026-11-27T21:05:00Z', 'en', 'America/Chicago')).toBe('Nov 27, 2026, 3:05 PM Central Time (Chicago)');
    expect(formatZonedMoment('2026-11-27T21:05:00Z', 'es', 'Europe/Madrid')).toMatch(/^27 nov 2026, 22:05 hora de Europa central \(Madrid\)$/);
  });
});
