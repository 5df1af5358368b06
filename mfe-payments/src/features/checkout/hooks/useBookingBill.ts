import { problemOf, useQuery, useQueryClient, type BookingDetail } from '@frontdesk/shared';
import { useEffect, type Dispatch } from 'react';
import { depositLedgerQuery } from '../../../common/api';
import { billItemsQuery } from '../api';
import { billItemIds, billOf } from '../utils/bill';
import type { Cart, CartAction } from '../../../common/utils/cart';

/**
 * The checkout of a booking (/app/generate-bill/{booking}): once its services' catalogue items and
 * its contact's deposits are in, they fill the cart, once (what the cashier changes then stays).
 */
export function useBookingBill(detail: BookingDetail | undefined, cart: Cart, dispatch: Dispatch<CartAction>) {
  const booking = detail?.booking;
  const billable = Boolean(booking && !booking.invoiceId);
  const items = useQuery({ ...billItemsQuery(booking ? billItemIds(booking) : []), enabled: billable });
  const contactId = booking?.contactId ?? '';
  const ledger = useQuery({ ...depositLedgerQuery(contactId), enabled: billable && Boolean(contactId) });
  // deposits that could not be read are not applied; the bill still opens
  const ledgerSettled = !contactId || ledger.isSuccess || ledger.isError;
  const filled = Boolean(booking) && cart.bookingId === booking?.id;
  const heldMinor = ledger.data?.balanceMinor ?? 0;

  useEffect(() => {
    if (!booking || !billable || filled || !items.data || !ledgerSettled) return;
    dispatch({ type: 'bill', bill: billOf(booking, items.data, heldMinor).bill });
  }, [booking, billable, filled, items.data, ledgerSettled, heldMinor, dispatch]);

  const client = useQueryClient();
  return {
    /** the catalogue items of the booking's services (failed: the page offers to ask again) */
    items,
    /** the booking's services are not in the cart yet */
    filling: billable && !filled,
    /** the names of the services left out: their items are no longer sold */
    skipped: booking && items.data ? billOf(booking, items.data, 0).skipped : [],
    /** a sale's or a bill's failure: refused as billed meanwhile (on another desk), the booking is asked again and shows that bill */
    onRefused: (error: unknown) => {
      if (booking && problemOf(error)?.errors?.bookingId?.code === 'taken') void client.invalidateQueries({ queryKey: ['bookings', 'one', booking.id] });
    },
  };
}
