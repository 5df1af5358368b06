// How the API takes card payments: one interface, whatever processes the card: the built-in test
// processor (testProcessor.ts) or Stripe (stripe.ts), as PAYMENT_PROVIDER names it
// (docs/decisions/0020-money.md). Every call is made outside any database transaction, and each
// carries a key the processor dedupes by, namespaced by business (modules/money/calls.ts), so a
// call made again after a lost answer is the same call (docs/decisions/0031).

/** A card as the provider receives it: the full number goes to the provider only, never to the database. */
export type CardSource = { number: string; expMonth: number; expYear: number; cvc: string };

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'authentication_required';

/** What the card is, as the desk may keep it. */
export type CardFacts = { brand: string; last4: string };

export type Authorization =
  ({ approved: true; ref: string } & CardFacts) | ({ approved: false; code: DeclineCode; ref: string | null; challenge?: string } & CardFacts);

export type RefundResult = { ok: true; ref: string } | { ok: false; code: 'card_declined' };

/**
 * What a provider's webhook event means here, once its signature is proven: the payment it is about
 * (`transactions.provider_ref`) and what happened to it. Events of other kinds are `other` (recorded, no effect).
 * A refund's event only says that the payment's refunds changed: its figures are a snapshot, and
 * events come late and out of order, so the payment's refunds are read from the provider (refundsOf).
 */
export type ProviderEvent = { id: string; type: string } & (
  { effect: 'payment_failed'; paymentRef: string; code: string } | { effect: 'refunded'; paymentRef: string } | { effect: 'other' }
);

/** A refund the provider made of a payment (succeeded): its reference and amount. */
export type ProviderRefund = { ref: string; amountMinor: number };

/** Thrown by a webhook verifier when the signature is missing, wrong or too old (400, nothing done). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  /** as recorded on each transaction (`transactions.provider`) */
  readonly name: string;
  /**
   * Holds `amountMinor` on the card; `key` makes a retry of the same attempt the same authorization.
   * A card whose holder must confirm the payment (3-D Secure) is declined `authentication_required`
   * with a `challenge`; once the holder has completed it, the payment is attempted again with
   * `authentication` set to that challenge.
   */
  authorize(input: { amountMinor: number; currency: string; card: CardSource; key: string; authentication?: string | undefined }): Promise<Authorization>;
  /** Takes an authorized amount. */
  capture(ref: string, amountMinor: number, key: string): Promise<void>;
  /** Lets an authorization go (another tender of the same sale was declined, the sale was refused or given up). */
  release(ref: string, key: string): Promise<void>;
  /** Gives back part or all of a captured payment. */
  refund(input: { ref: string; amountMinor: number; key: string }): Promise<RefundResult>;
  /**
   * Verifies a webhook's signature over its raw body and reads the event (POST /api/webhooks/{name}
   * exists only for a provider that has this). Throws WebhookSignatureError when it does not verify.
   */
  verifyWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** Every refund the provider made of a payment (with verifyWebhook: what a refund's event is reconciled by). */
  refundsOf?(paymentRef: string): Promise<ProviderRefund[]>;
}

/** The last four digits and the brand, from the number as typed (spaces allowed). */
export function cardFacts(number: string): CardFacts {
  const digits = number.replace(/\D/g, '');
  return { brand: brandOf(digits), last4: digits.slice(-4) };
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

/** The Luhn check every card number passes: a mistyped digit fails it. */
export function passesLuhn(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
