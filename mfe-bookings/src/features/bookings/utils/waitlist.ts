import type { WaitlistEntry, WaitlistInput } from '@frontdesk/shared';
import { ANYONE, type NewBookingValues } from './newBooking';

// The waitlist at the desk (issue 11 §3; docs/decisions/0030): a customer waits for one service on a
// full day, with one staff member or anyone.

/** The entries under their day (the business's), days in order, each day's line by place. */
export function groupEntriesByDay(entries: readonly WaitlistEntry[]): { day: string; entries: WaitlistEntry[] }[] {
  const days = new Map<string, WaitlistEntry[]>();
  for (const entry of entries) days.set(entry.day, [...(days.get(entry.day) ?? []), entry]);
  const byPlace = (a: WaitlistEntry, b: WaitlistEntry) => (a.position ?? Infinity) - (b.position ?? Infinity);
  return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, list]) => ({ day, entries: [...list].sort(byPlace) }));
}

/**
 * What POST /api/waitlist is sent from the new-booking form: the customer, their asset, the first
 * service chosen (a line waits for one), the staff member (none with Anyone), the day and the notes;
 * null until the customer and a service are chosen.
 */
export function toWaitlistInput(values: Pick<NewBookingValues, 'contact' | 'assetId' | 'serviceIds' | 'staffId' | 'day' | 'notes'>): WaitlistInput | null {
  const serviceId = values.serviceIds[0];
  if (!values.contact || !serviceId) return null;
  const notes = values.notes.trim();
  return {
    contactId: values.contact.id,
    ...(values.assetId ? { assetId: values.assetId } : {}),
    serviceId,
    ...(values.staffId && values.staffId !== ANYONE ? { staffId: values.staffId } : {}),
    day: values.day,
    ...(notes ? { notes } : {}),
  };
}

/** Where the API's refusal of a waitlist field goes in the new-booking form (null: beside the button). */
export function waitlistFieldOf(field: string): keyof NewBookingValues | null {
  if (field === 'contactId') return 'contact';
  if (field === 'serviceId') return 'serviceIds';
  if (field === 'assetId' || field === 'staffId' || field === 'day' || field === 'notes') return field;
  return null;
}
