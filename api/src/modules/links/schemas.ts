import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_LINK_PURPOSES } from '../../db/schema';
import { Amount, Currency } from '../../http/money';
import { DepositOutcome } from '../deposits/schemas';
import { CardInput } from '../money/schemas';

// Issue 10: paying an invoice by link. The public page learns the business's name, what is being
// paid and the amount, and nothing else of the business.

export const PayLinkParams = Type.Object({ paymentLinkId: Type.String({ minLength: 22, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) });
export type PayLinkParams = Static<typeof PayLinkParams>;

export const PayLinkPurpose = Type.Union(PAYMENT_LINK_PURPOSES.map((purpose) => Type.Literal(purpose)));
export type PayLinkPurpose = Static<typeof PayLinkPurpose>;

/** A deposit link's booking: what it holds, when and with whom (the visitor's own time zone is not assumed). */
export const PayLinkBooking = Type.Object({
  serviceName: Type.String(),
  staffName: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  timeZone: Type.String(),
  /** until when the time is held for this payment */
  holdExpiresAt: Type.String({ format: 'date-time' }),
  /** the business's policy, stated before the visitor pays: what the deposit becomes if they cancel at least cancelCutoffHours before */
  depositOnCancel: DepositOutcome,
  cancelCutoffHours: Type.Integer(),
});
export type PayLinkBooking = Static<typeof PayLinkBooking>;

/** GET /api/pay/{paymentLinkId}: what the visitor is asked to pay. */
export const PayLinkView = Type.Object({
  businessName: Type.String(),
  /** an invoice's balance, or the deposit that books a held time */
  purpose: PayLinkPurpose,
  /** the invoice paid (null for a deposit) */
  invoiceNumber: Type.Union([Type.Integer(), Type.Null()]),
  /** the deposit's booking (null for an invoice) */
  booking: Type.Union([PayLinkBooking, Type.Null()]),
  /** where the visitor goes on once paid: a deposit's booking page; null for an invoice */
  returnUrl: Type.Union([Type.String(), Type.Null()]),
  currency: Currency,
  /** what is left to pay: the amount the card is charged */
  amountMinor: Amount,
  totalMinor: Amount,
  /** what is being paid: each line's name, quantity and total */
  lines: Type.Array(Type.Object({ name: Type.String(), quantity: Type.Integer(), totalMinor: Amount })),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PayLinkView = Static<typeof PayLinkView>;

/** POST /api/pay/{paymentLinkId} (Idempotency-Key): the card, and the 3-D Secure step once completed. */
export const PayLinkInput = Type.Object(
  {
    card: CardInput,
    /** the amount the visitor was shown (minor units): when it is no longer what is due, nothing is charged (409 amount_changed) */
    amountMinor: Type.Optional(Amount),
    /** the challenge a 402 authentication_required gave, once the card holder has completed it */
    authentication: Type.Optional(Type.String({ minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type PayLinkInput = Static<typeof PayLinkInput>;

/** What a paid link answers: enough for the visitor's confirmation, nothing of the business's books. */
export const PayLinkReceipt = Type.Object({
  receiptNumber: Type.Integer(),
  purpose: PayLinkPurpose,
  invoiceNumber: Type.Union([Type.Integer(), Type.Null()]),
  /** a deposit's booking page, where the booked time is shown; null for an invoice */
  returnUrl: Type.Union([Type.String(), Type.Null()]),
  currency: Currency,
  amountMinor: Amount,
  cardBrand: Type.String(),
  cardLast4: Type.String(),
  paidAt: Type.String({ format: 'date-time' }),
});
export type PayLinkReceipt = Static<typeof PayLinkReceipt>;
