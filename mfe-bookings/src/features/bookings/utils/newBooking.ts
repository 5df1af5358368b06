import type { BookableService, BookingInput, Slot, StaffMember } from '@frontdesk/shared';
import type { PickedContact } from '@frontdesk/shared/ui-pages';

/** The staff choice that means "the first one free at the time chosen". */
export const ANYONE = 'anyone';

/** The API's limits on a booking made at the desk. */
export const MAX_SERVICES = 10;
export const NOTES_MAX = 2000;
export const REPEAT_WEEKS = { min: 1, max: 12 } as const;
export const REPEAT_COUNT = { min: 2, max: 52 } as const;

/** The new-booking form's fields. */
export type NewBookingValues = {
  contact: PickedContact | null;
  /** '': none in particular */
  assetId: string;
  /** in the order they are done */
  serviceIds: string[];
  /** a member's id, or ANYONE */
  staffId: string;
  /** the business's day */
  day: string;
  slot: Slot | null;
  notes: string;
  repeat: boolean;
  everyWeeks: number | null;
  ends: 'count' | 'until';
  count: number | null;
  until: string;
  /** the customer is mailed the booking (NotifyCustomerField) */
  notify: boolean;
};

/** What a booking is for and when, as a form asks it (a new booking's, a booking's change). */
export type TimeValues = Pick<NewBookingValues, 'serviceIds' | 'staffId' | 'day' | 'slot'>;

/** The chosen services, in the order chosen. */
export const chosenServices = (serviceIds: readonly string[], services: readonly BookableService[]) =>
  serviceIds.flatMap((id) => services.filter((service) => service.id === id));

/** The team members (not archived) who perform every one of the services (all of them while none is chosen). */
export const performersOf = (services: readonly BookableService[], team: readonly StaffMember[]) =>
  team.filter((member) => !member.archived && services.every((service) => service.staffIds.includes(member.id)));

/** The asset type the services are for, if one is (the API takes the first that names one). */
export const assetTypeOf = (services: readonly BookableService[]) => services.find((service) => service.assetTypeId)?.assetTypeId ?? null;

/** Who the booking is with: the member chosen, or with Anyone the first free at the slot's time. */
export const staffOf = (staffId: string, slot: Slot) => (staffId === ANYONE ? (slot.staffIds[0] ?? '') : staffId);

/** What POST /api/bookings is sent: only once the contact and the slot are chosen (the form's rules). */
export function toBookingInput(values: NewBookingValues): BookingInput | null {
  const { contact, slot } = values;
  if (!contact || !slot) return null;
  const notes = values.notes.trim();
  return {
    contactId: contact.id,
    ...(values.assetId ? { assetId: values.assetId } : {}),
    serviceIds: values.serviceIds,
    staffId: staffOf(values.staffId, slot),
    startsAt: slot.startsAt,
    ...(notes ? { notes } : {}),
    ...(values.notify ? {} : { notify: false }),
    ...(values.repeat
      ? { repeat: { everyWeeks: values.everyWeeks ?? 1, ...(values.ends === 'until' ? { until: values.until } : { count: values.count ?? REPEAT_COUNT.min }) } }
      : {}),
  };
}

/** Where the API's refusal of a field goes in the form (null: above the buttons). */
export function formFieldOf(field: string): keyof NewBookingValues | null {
  const root = field.split('.')[0];
  if (root === 'contactId') return 'contact';
  if (root === 'assetId' || root === 'serviceIds' || root === 'staffId' || root === 'notes') return root;
  if (root === 'startsAt') return 'slot';
  if (field === 'repeat.until') return 'until';
  if (field === 'repeat.count') return 'count';
  if (root === 'repeat') return 'everyWeeks';
  return null;
}
