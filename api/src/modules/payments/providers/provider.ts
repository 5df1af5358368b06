// How the API takes card payments: one interface, whatever processes the card. The built-in test
// processor (testProcessor.ts) is the default; a Stripe adapter (stripe.ts) is used when its
// environment variables are set (docs/decisions/0020-money.md).

/** A card as the provider receives it: the full number goes to the provider only, never to the database. */
export type CardSource = { number: string; expMonth: number; expYear: number; cvc: string };

export type DeclineCode = 'card_declined' | 'insufficient_funds' | 'authentication_required';

/** What the card is, as the desk may keep it. */
export type CardFacts = { brand: string; last4: string };

export type Authorization =
  | ({ approved: true; ref: string } & CardFacts)
  | ({ approved: false; code: DeclineCode; ref: string | null } & CardFacts);

export type RefundResult = { ok: true; ref: string } | { ok: false; code: 'card_declined' };

export interface PaymentProvider {
  /** as recorded on each transaction (`transactions.provider`) */
  readonly name: string;
  /** Holds `amountMinor` on the card; `key` makes a retry of the same attempt the same authorization. */
  authorize(input: { amountMinor: number; currency: string; card: CardSource; key: string }): Promise<Authorization>;
  /** Takes an authorized amount. */
  capture(ref: string, amountMinor: number): Promise<void>;
  /** Lets an authorization go (another tender of the same sale was declined). */
  release(ref: string): Promise<void>;
  /** Gives back part or all of a captured payment. */
  refund(input: { ref: string; amountMinor: number; key: string }): Promise<RefundResult>;
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
