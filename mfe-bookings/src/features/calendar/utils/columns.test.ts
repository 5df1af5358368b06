import { aBooking, aStaffMember } from '../../../common/testing';
import { dayColumns, weekColumns } from './columns';

const NY = 'America/New_York';
const ana = aStaffMember();
const ben = aStaffMember({ id: 'staff-2', name: 'Ben Okafor', color: '#52c41a', hours: [{ weekday: 2, starts: '12:00', ends: '20:00' }] });
const gone = aStaffMember({ id: 'staff-3', name: 'Cy Archived', archived: true });

describe('dayColumns', () => {
  it('has a column per member in use, with their hours that day and their bookings drawn', () => {
    const bookings = [
      aBooking({ id: 'b1' }),
      aBooking({ id: 'b2', staffId: 'staff-2' }),
      aBooking({ id: 'b3', status: 'cancelled' }),
      // 22:30 in Los Angeles on the 9th is the 10th in New York
      aBooking({ id: 'b4', startsAt: '2026-03-10T05:30:00.000Z', endsAt: '2026-03-10T06:00:00.000Z' }),
    ];
    const columns = dayColumns('2026-03-10', [ana, ben, gone], bookings, NY);
    expect(columns.map((c) => [c.member?.name, c.bookings.map((b) => b.id)])).toEqual([
      ['Ana Ruiz', ['b1', 'b4']],
      ['Ben Okafor', ['b2']],
    ]);
    expect(columns[1]?.working).toEqual([{ start: 720, end: 1200 }]);
  });

  it('adds an archived member who still has a booking that day', () => {
    const columns = dayColumns('2026-03-10', [ana, gone], [aBooking({ staffId: 'staff-3', staffName: 'Cy Archived' })], NY);
    expect(columns.map((c) => c.member?.name)).toEqual(['Ana Ruiz', 'Cy Archived']);
  });
});

describe('weekColumns', () => {
  it('has a column per day, Monday first, with everyone’s bookings or one member’s', () => {
    const bookings = [aBooking({ id: 'b1' }), aBooking({ id: 'b2', staffId: 'staff-2' })];
    const everyone = weekColumns('2026-03-12', [ana, ben], null, bookings, NY);
    expect(everyone.map((c) => c.day)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(everyone[1]?.bookings.map((b) => b.id)).toEqual(['b1', 'b2']);
    // Tuesday: Ana 9–17 and Ben 12–20 make one span
    expect(everyone[1]?.working).toEqual([{ start: 540, end: 1200 }]);
    expect(weekColumns('2026-03-12', [ana, ben], 'staff-2', bookings, NY)[1]?.bookings.map((b) => b.id)).toEqual(['b2']);
  });

  it('gives the week of everyone a lane per member, the same every day, and one member’s week none', () => {
    const bookings = [aBooking({ id: 'b1', staffId: 'staff-3', staffName: 'Cy Archived' })];
    const everyone = weekColumns('2026-03-12', [ana, ben, gone], null, bookings, NY);
    // the archived member has a lane only for their booking of that week
    for (const column of everyone) expect(column.lanes.map((m) => m.name)).toEqual(['Ana Ruiz', 'Ben Okafor', 'Cy Archived']);
    expect(weekColumns('2026-03-12', [ana, ben], 'staff-2', bookings, NY)[0]?.lanes).toEqual([]);
  });
});

describe('time off over several days', () => {
  const holiday = { staffId: 'staff-2', day: '2026-03-10', through: '2026-03-12', kind: 'off' as const, starts: null, ends: null, note: 'Family holiday' };

  it('takes every one of its days off the member’s hours, and labels the column', () => {
    for (const day of ['2026-03-10', '2026-03-11', '2026-03-12']) {
      const ofBen = dayColumns(day, [ana, ben], [], NY, [holiday])[1]!;
      expect(ofBen.working).toEqual([]);
      expect(ofBen.away).toEqual([{ member: ben, note: 'Family holiday' }]);
    }
    // the day after it, Ben works again (Tuesday is his day: none on Friday)
    expect(dayColumns('2026-03-13', [ana, ben], [], NY, [holiday])[1]!.away).toEqual([]);
    expect(dayColumns('2026-03-17', [ana, ben], [], NY, [holiday])[1]!.working).toEqual([{ start: 720, end: 1200 }]);
  });

  it('names who is off in the week of everyone', () => {
    const week = weekColumns('2026-03-12', [ana, ben], null, [], NY, [holiday]);
    expect(week.map((c) => c.away.map((a) => a.member.name))).toEqual([[], ['Ben Okafor'], ['Ben Okafor'], ['Ben Okafor'], [], [], []]);
    // Tuesday is Ana's alone
    expect(week[1]?.working).toEqual([{ start: 540, end: 1020 }]);
  });
});
