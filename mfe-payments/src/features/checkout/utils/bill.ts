import type { Booking, CatalogueItem } from '@frontdesk/shared';
import type { BookingBill } from '../../../common/utils/cart';

/** The catalogue items a booking's services name, each once, in the order of the services. */
export const billItemIds = (booking: Booking): string[] => [...new Set(booking.services.flatMap((service) => (service.itemId ? [service.itemId] : [])))];

/**
 * A booking's bill: its contact, one line per service whose item is still sold (the booking's
 * staff member did the work), the contact's held deposits. A service whose item is gone (deleted
 * or archived: the API would refuse it) is left out and named in `skipped`.
 */
export function billOf(booking: Booking, items: readonly (CatalogueItem | null)[], heldDepositsMinor: number): { bill: BookingBill; skipped: string[] } {
  const sold = new Map(items.flatMap((item) => (item && !item.archived ? [[item.id, item] as const] : [])));
  const lines: BookingBill['lines'] = [];
  const skipped: string[] = [];
  for (const service of booking.services) {
    const item = service.itemId ? sold.get(service.itemId) : undefined;
    // who did the work, by their login (a team member without one: the cashier)
    if (item) lines.push({ item, staffId: booking.staffUserId });
    else skipped.push(service.name);
  }
  const contact = booking.contactId ? { id: booking.contactId, name: booking.contactName } : null;
  return { bill: { bookingId: booking.id, contact, lines, heldDepositsMinor }, skipped };
}
