import { pastTheCap } from '@frontdesk/money';
import { buildPath, useApiMutation, useQuery, type BookingDetail } from '@frontdesk/shared';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { expiryUnreadable, type TenderKind } from '../../../common/utils/tender';
import { contactQuery, depositLedgerQuery } from '../../../common/api';
import { createInvoice } from '../../../common/api';
import { SALE_ATTEMPT, completeCheckout } from '../api';
import { useBookingBill } from './useBookingBill';
import { cartReducer, cartTotals, cashToGiveBack, changeDue, emptyCart, tenderBalance, toCheckoutInput, toInvoiceInput } from '../../../common/utils/cart';

/**
 * The checkout screen's state: the cart, its totals as the API will price them, the tenders and
 * what is left to pay, the register it rings on (cash needs it open), and the completion — one
 * Idempotency-Key per attempt, so a retry after a lost answer cannot charge twice. Given a booking
 * (/app/generate-bill/{booking}), the cart starts as its bill, and the sale names the booking.
 */
export function useCheckout(booking?: BookingDetail) {
  const { t } = useTranslation('payments');
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  // the cashier asked to complete the sale: what the page can tell is wrong before sending is said at its field
  const [tried, setTried] = useState(false);
  const [params] = useSearchParams();
  const { register, currency, loading: registersLoading, cashAllowed } = useDeskRegister();

  // /app/checkout/?contact={id}: the sale is for that contact (the search drawer's checkout link)
  const contactParam = params.get('contact');
  const contact = useQuery({ ...contactQuery(contactParam ?? ''), enabled: Boolean(contactParam) });
  useEffect(() => {
    if (contact.data)
      dispatch({ type: 'contact', contact: { id: contact.data.id, name: [contact.data.firstName, contact.data.lastName].filter(Boolean).join(' ') } });
  }, [contact.data]);

  const totals = useMemo(() => cartTotals(cart), [cart]);
  // a line or the sale past the largest amount the API takes: said on the line or the total, not sent
  const pastCap = useMemo(() => pastTheCap(totals), [totals]);
  // what the customer holds in deposits, to apply to this sale
  const ledger = useQuery({ ...depositLedgerQuery(cart.contact?.id ?? ''), enabled: Boolean(cart.contact) });
  const heldDepositsMinor = cart.contact ? (ledger.data?.balanceMinor ?? 0) : 0;
  const { paying, remaining, overMinor } = tenderBalance(cart, totals.totalMinor);
  // a quantity typed that the line cannot take (said at its field): nothing goes until it is mended
  const unfit = cart.lines.some((line) => line.unfit);
  const draftErrors = useMemo(() => {
    const entries = cart.tenders.flatMap((tender, i) =>
      tried && expiryUnreadable(tender) ? [[`tenders.${i}.card.expMonth`, t('common.tenders.expiryInvalid')] as const] : [],
    );
    return entries.length ? Object.fromEntries(entries) : null;
  }, [cart.tenders, tried, t]);
  const complete = useApiMutation({
    idempotent: true,
    // a reload before the answer comes asks what became of it (useLastSale)
    remember: SALE_ATTEMPT,
    mutationFn: (_: void, { idempotencyKey }) => completeCheckout(toCheckoutInput(cart, register?.id ?? null), idempotencyKey),
    // deposits applied are spent; a booking's bill: the booking now has its invoice
    invalidates: [['transactions'], ['invoices'], ['registers'], ['catalogue'], ['contacts'], ['deposits'], ['bookings']],
    failureToast: 'fields',
  });

  // the cart billed to be paid later (a pay link, a payment at the next visit): its invoice opens
  const navigate = useNavigate();
  const billLater = useApiMutation({
    idempotent: true,
    mutationFn: (_: void, { idempotencyKey }) => createInvoice(toInvoiceInput(cart, register?.id ?? null), idempotencyKey),
    invalidates: [['invoices'], ['catalogue'], ['contacts'], ['bookings']],
    failureToast: 'fields',
    onSuccess: (invoice) => navigate(buildPath('invoice', { invoiceId: invoice.id })),
  });
  const bill = useBookingBill(booking, cart, dispatch);

  return {
    cart,
    bill,
    /** the sale or the bill to pay later is on its way */
    sending: complete.isPending || billLater.isPending,
    billLater,
    dispatch,
    totals,
    /** the lines past the largest amount, and whether the sale is (lines within it that add up past it) */
    tooLarge: { lines: pastCap?.lines ?? [], sale: Boolean(pastCap?.sale && pastCap.lines.length === 0) },
    /** the cart can be billed: something to bill, every quantity one that fits, nothing past the largest amount */
    billable: cart.lines.length > 0 && !unfit && pastCap === null,
    paying,
    remaining,
    /** what the tenders pay beyond the total, and whether a cash tender can hand it back as change */
    overMinor,
    overAsChange: cashToGiveBack(cart, overMinor) ? () => dispatch({ type: 'overAsChange', totalMinor: totals.totalMinor }) : null,
    /** what is wrong with a tender before it is sent (an expiry that is not one), per field as the API names them */
    draftErrors,
    /** completes the sale, unless a tender is wrong in a way the page can tell (then said at its field) */
    send: (options: Parameters<typeof complete.mutate>[1]) => {
      setTried(true);
      if (cart.tenders.some(expiryUnreadable)) return;
      complete.mutate(undefined, options);
    },
    changeMinor: changeDue(cart),
    heldDepositsMinor,
    /** applies the contact's deposits up to the total (or takes them off again) */
    toggleDeposits: () => dispatch({ type: 'deposits', amountMinor: cart.depositsMinor > 0 ? 0 : Math.min(heldDepositsMinor, totals.totalMinor) }),
    register,
    /** the business's currency (the registers' list says it) */
    currency,
    registersLoading,
    cashAllowed,
    /** the sale can be sent: something to sell within the largest amount, tenders that add up exactly */
    ready: cart.lines.length > 0 && !unfit && pastCap === null && paying === totals.totalMinor && !complete.busy,
    addTender: (kind: TenderKind) => dispatch({ type: 'addTender', kind, amountMinor: remaining }),
    complete,
    newSale: () => {
      setTried(false);
      complete.reset();
      dispatch({ type: 'reset' });
    },
  };
}
