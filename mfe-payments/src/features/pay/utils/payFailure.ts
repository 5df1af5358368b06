import { failureCodeOf, isNotFound, problemOf, statusOf } from '@frontdesk/shared';

/** Why a link cannot be paid, each with its own message instead of the form (hold_expired: a deposit's held time ran out). */
export type Unavailable = 'not_found' | 'link_paid' | 'link_expired' | 'link_void' | 'hold_expired';

/** The reason a read or a payment says the link cannot be paid (another tab paid it meanwhile), or null. */
export function unavailableOf(error: unknown): Unavailable | null {
  const code = failureCodeOf(error);
  if (code === 'link_paid' || code === 'link_expired' || code === 'link_void' || code === 'hold_expired') return code;
  // an address that cannot be a link's (too short, other characters) names no link either
  return isNotFound(error) ? 'not_found' : null;
}

/** The challenge a payment's 402 authentication_required gave: the card holder confirms it with the bank. */
export function challengeOf(error: unknown): string | null {
  return failureCodeOf(error) === 'authentication_required' ? (problemOf(error)?.challenge ?? null) : null;
}

/** The balance changed since the page read the link (409 amount_changed): nothing was charged; the page reads it again. */
export const isAmountChanged = (error: unknown) => failureCodeOf(error) === 'amount_changed';

/** A declined card (402 card_declined, insufficient_funds): said above the form, another card may be tried. */
export const isDecline = (error: unknown) => statusOf(error) === 402 && challengeOf(error) === null;

/** The card form's field for a refused field of the API's PayLinkInput, or null when it has none. */
export function cardFieldOf(field: string): 'number' | 'expiry' | 'cvc' | null {
  if (field === 'card.number') return 'number';
  if (field === 'card.expMonth' || field === 'card.expYear') return 'expiry';
  if (field === 'card.cvc') return 'cvc';
  return null;
}
