import { aBookableService, aStaffMember } from '../../../common/testing';
import { ANYONE, formFieldOf, performersOf, toBookingInput, type NewBookingValues } from './newBooking';

const values = (fields: Partial<NewBookingValues> = {}): NewBookingValues => ({
  contact: { id: 'c1', name: 'Ann Lee' },
  assetId: '',
  serviceIds: ['service-1', 'service-2'],
  staffId: ANYONE,
  day: '2026-03-10',
  slot: { startsAt: '2026-03-10T14:00:00.000Z', endsAt: '2026-03-10T15:00:00.000Z', staffIds: ['staff-2', 'staff-1'] },
  notes: '',
  repeat: false,
  everyWeeks: 1,
  ends: 'count',
  count: 4,
  until: '',
  notify: true,
  ...fields,
});

describe('a new booking', () => {
  it('tells the customer unless the desk says not', () => {
    expect(toBookingInput(values())).not.toHaveProperty('notify');
    expect(toBookingInput(values({ notify: false }))).toMatchObject({ notify: false });
  });

  it('is with the first one free at the time with Anyone, else with the member chosen', () => {
    expect(toBookingInput(values())).toEqual({
      contactId: 'c1',
      serviceIds: ['service-1', 'service-2'],
      staffId: 'staff-2',
      startsAt: '2026-03-10T14:00:00.000Z',
    });
    expect(toBookingInput(values({ staffId: 'staff-1' }))?.staffId).toBe('staff-1');
  });

  it('sends a series ending after a count or on a day, never both', () => {
    expect(toBookingInput(values({ repeat: true, everyWeeks: 2, count: 6 }))?.repeat).toEqual({ everyWeeks: 2, count: 6 });
    expect(toBookingInput(values({ repeat: true, ends: 'until', until: '2026-06-30' }))?.repeat).toEqual({ everyWeeks: 1, until: '2026-06-30' });
  });

  it('is nothing to send without a customer or a time', () => {
    expect(toBookingInput(values({ contact: null }))).toBeNull();
    expect(toBookingInput(values({ slot: null }))).toBeNull();
  });

  it('is offered to the members who perform every service chosen', () => {
    const team = [aStaffMember(), aStaffMember({ id: 'staff-2' }), aStaffMember({ id: 'staff-3', archived: true })];
    const services = [
      aBookableService({ staffIds: ['staff-1', 'staff-2', 'staff-3'] }),
      aBookableService({ id: 'service-2', staffIds: ['staff-2', 'staff-3'] }),
    ];
    expect(performersOf(services, team).map((m) => m.id)).toEqual(['staff-2']);
    expect(performersOf([], team).map((m) => m.id)).toEqual(['staff-1', 'staff-2']);
  });

  it('puts the API’s refusals under the fields they are about', () => {
    expect(formFieldOf('contactId')).toBe('contact');
    expect(formFieldOf('serviceIds.1')).toBe('serviceIds');
    expect(formFieldOf('startsAt')).toBe('slot');
    expect(formFieldOf('repeat.until')).toBe('until');
    expect(formFieldOf('status')).toBeNull();
  });
});
