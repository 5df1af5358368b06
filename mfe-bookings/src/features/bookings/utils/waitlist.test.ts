import { aWaitlistEntry } from '../testing';
import { ANYONE } from './newBooking';
import { groupEntriesByDay, toWaitlistInput, waitlistFieldOf } from './waitlist';

describe('groupEntriesByDay', () => {
  it('puts each day’s line under its day, days in order, each line by place', () => {
    const second = aWaitlistEntry({ id: 'b', position: 2 });
    const first = aWaitlistEntry({ id: 'a', position: 1 });
    const later = aWaitlistEntry({ id: 'c', day: '2026-03-12' });
    expect(groupEntriesByDay([later, second, first])).toEqual([
      { day: '2026-03-10', entries: [first, second] },
      { day: '2026-03-12', entries: [later] },
    ]);
  });
});

describe('toWaitlistInput', () => {
  const values = { contact: { id: 'c1', name: 'Ann Lee' }, assetId: '', serviceIds: ['s1', 's2'], staffId: ANYONE, day: '2026-03-10', notes: '  ' };

  it('sends the first service, no staff member with Anyone, and leaves out empty notes and asset', () => {
    expect(toWaitlistInput(values)).toEqual({ contactId: 'c1', serviceId: 's1', day: '2026-03-10' });
  });

  it('sends the staff member, asset and notes chosen', () => {
    expect(toWaitlistInput({ ...values, staffId: 'staff-1', assetId: 'dog', notes: ' Mornings ' })).toEqual({
      contactId: 'c1',
      assetId: 'dog',
      serviceId: 's1',
      staffId: 'staff-1',
      day: '2026-03-10',
      notes: 'Mornings',
    });
  });

  it('is nothing without a customer or a service', () => {
    expect(toWaitlistInput({ ...values, contact: null })).toBeNull();
    expect(toWaitlistInput({ ...values, serviceIds: [] })).toBeNull();
  });
});

it('puts the API’s refusals under the form’s fields', () => {
  expect(['contactId', 'serviceId', 'staffId', 'day', 'assetId', 'notes', 'other'].map(waitlistFieldOf)).toEqual([
    'contact',
    'serviceIds',
    'staffId',
    'day',
    'assetId',
    'notes',
    null,
  ]);
});
