import type { CatalogueItem } from '@frontdesk/shared';
import { aBooking } from '@frontdesk/shared/testing';
import { billItemIds, billOf } from './bill';

const itemOf = (id: string, name: string, archived = false) =>
  ({ id, name, kind: 'service', sku: '', priceMinor: 3_500, taxRateBp: 0, variants: [], archived }) as unknown as CatalogueItem;

describe('billOf', () => {
  const booking = aBooking({
    // Ana has a login: the lines name her user as who did the work
    staffUserId: 'user-ana',
    services: [
      { itemId: 'cut', name: 'Haircut', durationMinutes: 45, priceMinor: 3_500 },
      { itemId: null, name: 'Old colour', durationMinutes: 30, priceMinor: 2_000 },
      { itemId: 'gone', name: 'Beard trim', durationMinutes: 15, priceMinor: 1_500 },
      { itemId: 'shelved', name: 'Scalp massage', durationMinutes: 15, priceMinor: 1_500 },
    ],
  });

  it("asks for each item once, in the services' order", () => {
    expect(billItemIds(aBooking({ services: [...booking.services, booking.services[0]!] }))).toEqual(['cut', 'gone', 'shelved']);
  });

  it("bills the services still sold, for the booking's contact, and names the ones left out", () => {
    const { bill, skipped } = billOf(booking, [itemOf('cut', 'Haircut'), null, itemOf('shelved', 'Scalp massage', true)], 1_000);
    expect(bill).toMatchObject({ bookingId: 'booking-1', contact: { id: 'contact-1', name: 'Maria Lopez' }, heldDepositsMinor: 1_000 });
    expect(bill.lines.map((line) => [line.item.id, line.staffId])).toEqual([['cut', 'user-ana']]);
    expect(skipped).toEqual(['Old colour', 'Beard trim', 'Scalp massage']);
  });
});
