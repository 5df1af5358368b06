import { useApiMutation, useQuery, useSettings } from '@frontdesk/shared';
import { useEffect, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router-dom';
import { registersQuery } from '../../registers/api';
import { checkoutContactQuery, completeCheckout } from '../api';
import { cartReducer, cartTotals, changeDue, emptyCart, tenderBalance, toCheckoutInput, type TenderKind } from '../utils/cart';

/**
 * The checkout screen's state: the cart, its totals as the API will price them, the tenders and
 * what is left to pay, the register it rings on (cash needs it open), and the completion — one
 * Idempotency-Key per attempt, so a retry after a lost answer cannot charge twice.
 */
export function useCheckout() {
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  const [params] = useSearchParams();
  const { register: registerId } = useSettings();
  const registers = useQuery(registersQuery());
  const register = registers.data?.items.find((r) => r.id === registerId) ?? null;

  // /app/checkout/?contact={id}: the sale is for that contact (the search drawer's checkout link)
  const contactParam = params.get('contact');
  const contact = useQuery({ ...checkoutContactQuery(contactParam ?? ''), enabled: Boolean(contactParam) });
  useEffect(() => {
    if (contact.data) dispatch({ type: 'contact', contact: { id: contact.data.id, name: [contact.data.firstName, contact.data.lastName].filter(Boolean).join(' ') } });
  }, [contact.data]);

  const totals = useMemo(() => cartTotals(cart), [cart]);
  const { paying, remaining } = tenderBalance(cart, totals.totalMinor);
  const complete = useApiMutation({
    idempotent: true,
    mutationFn: (_: void, { idempotencyKey }) => completeCheckout(toCheckoutInput(cart, register?.id ?? null), idempotencyKey),
    invalidates: [['transactions'], ['invoices'], ['registers'], ['catalogue'], ['contacts']],
    failureToast: 'fields',
  });

  return {
    cart,
    dispatch,
    totals,
    paying,
    remaining,
    changeMinor: changeDue(cart),
    register,
    /** the business's currency (the registers' list says it) */
    currency: registers.data?.currency ?? 'USD',
    registersLoading: registers.isPending,
    cashAllowed: register?.state === 'open',
    /** the sale can be sent: something to sell, tenders that add up exactly */
    ready: cart.lines.length > 0 && paying === totals.totalMinor && !complete.busy,
    addTender: (kind: TenderKind) => dispatch({ type: 'addTender', kind, amountMinor: remaining }),
    complete,
    newSale: () => {
      complete.reset();
      dispatch({ type: 'reset' });
    },
  };
}
