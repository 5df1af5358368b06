import { clockChangesOn, instantAt, minutesInto, minutesOfDay, weekOf } from './zonedTime';

const NY = 'America/New_York';

describe('minutesOfDay', () => {
  it('reads an instant on the business’s wall clock, not the browser’s (tests run in Los Angeles)', () => {
    expect(minutesOfDay('2026-03-10T17:00:00.000Z', NY)).toBe(13 * 60);
    expect(minutesOfDay('2026-03-10T17:00:00.000Z', 'America/Los_Angeles')).toBe(10 * 60);
  });

  it('follows the spring change in New York (2026-03-08): 1:59 EST, then 3:00 EDT', () => {
    expect(minutesOfDay('2026-03-08T06:59:00.000Z', NY)).toBe(60 + 59);
    expect(minutesOfDay('2026-03-08T07:00:00.000Z', NY)).toBe(3 * 60);
    // a fixed offset of -5 hours would say 8:00
    expect(minutesOfDay('2026-03-08T13:00:00.000Z', NY)).toBe(9 * 60);
  });

  it('follows the autumn change in New York (2026-11-01): 1:30 comes twice, 9:00 is EST', () => {
    expect(minutesOfDay('2026-11-01T05:30:00.000Z', NY)).toBe(90);
    expect(minutesOfDay('2026-11-01T06:30:00.000Z', NY)).toBe(90);
    expect(minutesOfDay('2026-11-01T14:00:00.000Z', NY)).toBe(9 * 60);
  });

  it('counts a time of the next day past 24:00 of the day asked (a booking ending after midnight)', () => {
    expect(minutesInto('2026-03-10', '2026-03-11T04:30:00.000Z', NY)).toBe(24 * 60 + 30);
    expect(minutesInto('2026-03-10', '2026-03-10T03:00:00.000Z', NY)).toBe(-60);
  });
});

describe('instantAt', () => {
  it('turns a wall-clock time of the business’s day into its instant', () => {
    expect(instantAt('2026-03-10', 10 * 60, NY)).toBe('2026-03-10T14:00:00.000Z');
    expect(instantAt('2026-03-08', 9 * 60, NY)).toBe('2026-03-08T13:00:00.000Z');
    expect(instantAt('2026-11-01', 9 * 60, NY)).toBe('2026-11-01T14:00:00.000Z');
    expect(instantAt('2026-03-10', 24 * 60 + 30, NY)).toBe('2026-03-11T04:30:00.000Z');
  });

  it('moves a time the spring change skips forward by the gap (2:30 → 3:30 EDT), as the API does', () => {
    expect(instantAt('2026-03-08', 150, NY)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first of a time the autumn change repeats (1:30 EDT)', () => {
    expect(instantAt('2026-11-01', 90, NY)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads back every quarter hour of the change days, in New York and in Sydney', () => {
    for (const [day, zone] of [
      ['2026-03-08', NY],
      ['2026-11-01', NY],
      ['2026-04-05', 'Australia/Sydney'],
      ['2026-10-04', 'Australia/Sydney'],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const back = minutesInto(day, instantAt(day, minutes, zone), zone);
        // only a time in the skipped hour reads back an hour later
        expect([minutes, minutes + 60]).toContain(back);
        if (back !== minutes) expect(clockChangesOn(day, zone)).toBe(true);
      }
    }
  });
});

describe('days', () => {
  it('knows the days whose clock changes', () => {
    expect(clockChangesOn('2026-03-08', NY)).toBe(true);
    expect(clockChangesOn('2026-11-01', NY)).toBe(true);
    expect(clockChangesOn('2026-03-10', NY)).toBe(false);
  });

  it('runs weeks Monday to Sunday', () => {
    expect(weekOf('2026-03-11')).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
  });
});
