import { aBooking } from '../../../common/testing';
import { aStaffMember } from '../../../common/testing';
import { DEFAULT_HOURS, axisOf, inLanes, inMemberLanes, isDrawn, merged, offHours, placed, workingOn } from './layout';

const NY = 'America/New_York';

describe('the hours shown', () => {
  it('runs from the earliest working hour to the latest, on whole hours', () => {
    expect(
      axisOf(
        [
          { start: 9 * 60 + 30, end: 17 * 60 },
          { start: 10 * 60, end: 18 * 60 + 15 },
        ],
        [],
      ),
    ).toEqual({ start: 9 * 60, end: 19 * 60 });
  });

  it('is 08:00–20:00 when nobody shown works', () => {
    expect(axisOf([], [])).toEqual(DEFAULT_HOURS);
  });

  it('stretches to a booking outside the hours, within the day', () => {
    expect(axisOf([{ start: 540, end: 1020 }], [{ start: 450, end: 500 }])).toEqual({ start: 420, end: 1020 });
    expect(axisOf([{ start: 540, end: 1020 }], [{ start: 1400, end: 1500 }])).toEqual({ start: 540, end: 1440 });
  });

  it('shades what is outside the working hours', () => {
    const axis = { start: 480, end: 1200 };
    expect(
      offHours(
        [
          { start: 540, end: 720 },
          { start: 780, end: 1020 },
        ],
        axis,
      ),
    ).toEqual([
      { start: 480, end: 540 },
      { start: 720, end: 780 },
      { start: 1020, end: 1200 },
    ]);
    expect(offHours([], axis)).toEqual([axis]);
    expect(offHours([{ start: 0, end: 1440 }], axis)).toEqual([]);
  });

  it('joins shifts that touch or overlap', () => {
    expect(
      merged([
        { start: 780, end: 1020 },
        { start: 540, end: 780 },
        { start: 600, end: 700 },
      ]),
    ).toEqual([{ start: 540, end: 1020 }]);
  });
});

describe('lanes', () => {
  it('puts overlapping bookings side by side and shares the lanes within their run', () => {
    const lanes = inLanes([
      { id: 'a', from: 600, until: 660 },
      { id: 'b', from: 630, until: 690 },
      { id: 'c', from: 660, until: 720 },
      { id: 'd', from: 720, until: 780 },
    ]);
    expect(lanes.map(({ id, lane, lanes: of }) => [id, lane, of])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('places a booking and its buffers in minutes of the business’s day', () => {
    const [booking] = placed([aBooking()], '2026-03-10', NY);
    expect(booking).toMatchObject({ start: 780, end: 825, blockedFrom: 780, blockedUntil: 840, lane: 0, lanes: 1 });
  });

  it('puts each booking of the week of everyone in its member’s lane, whether or not others overlap it', () => {
    const members = [{ id: 'staff-1' }, { id: 'staff-2' }, { id: 'staff-3' }, { id: 'staff-4' }, { id: 'staff-5' }];
    const day = placed(
      [aBooking({ id: 'a', staffId: 'staff-4' }), aBooking({ id: 'b', staffId: 'staff-2', startsAt: '2026-03-10T20:00:00.000Z' })],
      '2026-03-10',
      NY,
    );
    expect(inMemberLanes(day, members).map(({ booking, lane, lanes: of }) => [booking.id, lane, of])).toEqual([
      ['a', 3, 5],
      ['b', 1, 5],
    ]);
  });
});

describe('statuses', () => {
  it('draws neither a cancelled booking nor a no-show', () => {
    expect(isDrawn(aBooking({ status: 'cancelled' }))).toBe(false);
    expect(isDrawn(aBooking({ status: 'no_show' }))).toBe(false);
    expect(isDrawn(aBooking({ status: 'completed' }))).toBe(true);
  });
});

describe("a member's hours on a day", () => {
  const ana = aStaffMember({ id: 'ana', hours: [{ weekday: 2, starts: '09:00', ends: '17:00' }] });
  const day = '2026-03-10';
  const h = (hours: number) => hours * 60;

  it("are the week's hours of its weekday", () => {
    expect(workingOn(ana, day, 2, [])).toEqual([{ start: h(9), end: h(17) }]);
  });

  it('leave out time off, and are none on a whole day off', () => {
    const lunch = { staffId: 'ana', day, kind: 'off' as const, starts: '12:00', ends: '13:00' };
    expect(workingOn(ana, day, 2, [lunch])).toEqual([
      { start: h(9), end: h(12) },
      { start: h(13), end: h(17) },
    ]);
    expect(workingOn(ana, day, 2, [{ staffId: 'ana', day, kind: 'off', starts: null, ends: null }])).toEqual([]);
  });

  it("add extra hours, and count only the member's own days of that day", () => {
    const evening = { staffId: 'ana', day, kind: 'extra' as const, starts: '17:00', ends: '19:00' };
    const someoneElse = { staffId: 'ben', day, kind: 'off' as const, starts: null, ends: null };
    const anotherDay = { staffId: 'ana', day: '2026-03-11', kind: 'off' as const, starts: null, ends: null };
    expect(workingOn(ana, day, 2, [evening, someoneElse, anotherDay])).toEqual([{ start: h(9), end: h(19) }]);
  });
});
