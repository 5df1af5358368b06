import { aBooking, aStaffMember } from '../../../common/testing';
import { afterMove, moveOf } from './moves';

const NY = 'America/New_York';
const ana = aStaffMember();
const ben = aStaffMember({ id: 'staff-2', name: 'Ben Okafor', color: '#52c41a' });

describe('moves', () => {
  const booking = aBooking();
  const span = { start: 780, end: 825 };
  const tuesday = { day: '2026-03-10', member: ana };

  it('asks a new start for a block moved in time, and nothing for one dropped where it was', () => {
    expect(moveOf(booking, span, tuesday, tuesday, { start: 810, end: 855, column: 0 }, NY)).toEqual({
      booking,
      patch: { startsAt: '2026-03-10T17:30:00.000Z' },
    });
    expect(moveOf(booking, span, tuesday, tuesday, { start: 780, end: 825, column: 0 }, NY)).toBeNull();
  });

  it('asks a new end for a resized block', () => {
    expect(moveOf(booking, span, tuesday, tuesday, { start: 780, end: 840, column: 0 }, NY)).toEqual({
      booking,
      patch: { endsAt: '2026-03-10T18:00:00.000Z' },
    });
  });

  it('asks the other staff member for a block moved to their column', () => {
    const move = moveOf(booking, span, tuesday, { day: '2026-03-10', member: ben }, { start: 780, end: 825, column: 1 }, NY);
    expect(move?.patch).toEqual({ startsAt: '2026-03-10T17:00:00.000Z', staffId: 'staff-2' });
    expect(afterMove(move!)).toMatchObject({ staffId: 'staff-2', staffName: 'Ben Okafor', startsAt: '2026-03-10T17:00:00.000Z' });
  });

  it('draws a moved booking with its length and buffers kept, and a resized one with its new end', () => {
    expect(afterMove({ booking, patch: { startsAt: '2026-03-10T18:00:00.000Z' } })).toMatchObject({
      startsAt: '2026-03-10T18:00:00.000Z',
      endsAt: '2026-03-10T18:45:00.000Z',
      blockedFrom: '2026-03-10T18:00:00.000Z',
      blockedUntil: '2026-03-10T19:00:00.000Z',
    });
    expect(afterMove({ booking, patch: { endsAt: '2026-03-10T18:00:00.000Z' } })).toMatchObject({
      endsAt: '2026-03-10T18:00:00.000Z',
      blockedUntil: '2026-03-10T18:15:00.000Z',
    });
  });
});
