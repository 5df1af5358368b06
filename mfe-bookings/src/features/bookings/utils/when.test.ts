import { aBooking } from '../../../common/testing';
import { groupByDay } from './when';

describe('groupByDay', () => {
  it('puts each booking under the business’s day it starts on, by start', () => {
    const late = aBooking({ id: 'late', startsAt: '2026-03-11T03:30:00.000Z' }); // 11:30 PM on the 10th in New York
    const morning = aBooking({ id: 'morning', startsAt: '2026-03-10T13:00:00.000Z' });
    const next = aBooking({ id: 'next', startsAt: '2026-03-11T13:00:00.000Z' });
    const days = groupByDay([next, late, morning], 'America/New_York');
    expect(days.map(({ day, bookings }) => [day, bookings.map((b) => b.id)])).toEqual([
      ['2026-03-10', ['morning', 'late']],
      ['2026-03-11', ['next']],
    ]);
  });
});
