import { aBooking, aStaffMember } from '../../../common/testing';
import { afterMove, moveOf, undoOf } from './moves';

const NY = 'America/New_York';
const ana = aStaffMember();
const ben = aStaffMember({ id: 'staff-2', name: 'Ben Okafor', color: '#52c41a' });

describe('moves', () => {
  const booking = aBooking();
  const span = { start: 780, end: 825 };
  // Ana works 9:00–17:00, Ben 12:00–20:00
  const hoursOf = { 'staff-1': [{ start: 540, end: 1020 }], 'staff-2': [{ start: 720, end: 1200 }] };
  const tuesday = { day: '2026-03-10', member: ana, hoursOf };

  it('asks a new start for a block moved in time, and nothing for one dropped where it was', () => {
    expect(moveOf(booking, span, tuesday, tuesday, { start: 810, end: 855, column: 0 }, NY)).toEqual({
      booking,
      patch: { startsAt: '2026-03-10T17:30:00.000Z' },
      outside: false,
    });
    expect(moveOf(booking, span, tuesday, tuesday, { start: 780, end: 825, column: 0 }, NY)).toBeNull();
  });

  it('asks a new end for a resized block', () => {
    expect(moveOf(booking, span, tuesday, tuesday, { start: 780, end: 840, column: 0 }, NY)).toEqual({
      booking,
      patch: { endsAt: '2026-03-10T18:00:00.000Z' },
      outside: false,
    });
  });

  it('asks the other staff member for a block moved to their column', () => {
    const move = moveOf(booking, span, tuesday, { day: '2026-03-10', member: ben, hoursOf }, { start: 780, end: 825, column: 1 }, NY);
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

  it("says a move, a resize or a change of member is outside the staff member's hours by that member's own hours", () => {
    // 8:00, before Ana starts; a resize to 17:30, after she stops
    expect(moveOf(booking, span, tuesday, tuesday, { start: 480, end: 525, column: 0 }, NY)?.outside).toBe(true);
    expect(moveOf(booking, span, tuesday, tuesday, { start: 780, end: 1050, column: 0 }, NY)?.outside).toBe(true);
    // 10:00 is inside Ana's hours but before Ben's
    const toBen = { day: '2026-03-10', member: ben, hoursOf };
    expect(moveOf(booking, span, tuesday, toBen, { start: 600, end: 645, column: 1 }, NY)?.outside).toBe(true);
    expect(moveOf(booking, span, tuesday, tuesday, { start: 600, end: 645, column: 0 }, NY)?.outside).toBe(false);
    // the week of everyone: a day's column judges the booking's own member
    const everyone = { day: '2026-03-11', member: null, hoursOf };
    expect(moveOf(booking, span, tuesday, everyone, { start: 600, end: 645, column: 2 }, NY)?.outside).toBe(false);
  });

  it('undoes a move: its start, end and member as they were, from where the server put it', () => {
    const move = moveOf(booking, span, tuesday, { day: '2026-03-10', member: ben, hoursOf }, { start: 810, end: 855, column: 1 }, NY)!;
    const moved = afterMove(move);
    expect(undoOf(move, moved)).toEqual({
      booking: moved,
      patch: { startsAt: booking.startsAt, staffId: 'staff-1' },
      member: { id: 'staff-1', name: booking.staffName, color: booking.staffColor },
      outside: false,
    });
    const resize = moveOf(booking, span, tuesday, tuesday, { start: 780, end: 840, column: 0 }, NY)!;
    expect(undoOf(resize, afterMove(resize)).patch).toEqual({ endsAt: booking.endsAt });
  });
});
