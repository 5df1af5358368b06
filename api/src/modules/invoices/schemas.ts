import { MAX_LINE_QUANTITY } from '@frontdesk/money';
import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_STATUSES } from '../../db/schema';
import { Adjustment, Amount, Currency, MinorUnits } from '../../http/money';
import { PageQuery, Paged } from '../../http/paging';

// Issue 10: invoices and the cart they are made from. A sale at checkout is a paid invoice; an
// invoice sent to be paid later is open until its balance is paid.

/** What a cart line asks for: a catalogue item (its price and tax come from the catalogue), or a custom amount. */
export const CartLineInput = Type.Union([
  Type.Object(
    {
      itemId: Type.String({ format: 'uuid' }),
      /** a product's variant (its own price) */
      variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
      discount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
      /** who did the work (the reports' sales by staff): one of the business's users; the cashier when absent */
      staffId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      /** a custom line: what it is and what it costs */
      name: Type.String({ minLength: 1, maxLength: 200 }),
      unitPriceMinor: MinorUnits(),
      /** null or absent: not taxed */
      taxRateId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
      quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
      discount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
      staffId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
]);
export type CartLineInput = Static<typeof CartLineInput>;

export const MAX_CART_LINES = 200;

/** an invoice's note (a sale's too) and its terms: free text the customer reads */
export const InvoiceNote = Type.String({ maxLength: 2000 });
export const InvoiceTerms = Type.String({ maxLength: 2000 });

/** A cart: its lines, the order's discount and the tip. */
export const CartInput = Type.Object({
  contactId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  /** the booking it bills (generate bill): of the same contact, billed once (a void frees it) */
  bookingId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  /** the register it rings on (a sale's cash needs it open) */
  registerId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  lines: Type.Array(CartLineInput, { minItems: 1, maxItems: MAX_CART_LINES }),
  orderDiscount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
  tip: Type.Optional(Type.Union([Adjustment, Type.Null()])),
  note: Type.Optional(InvoiceNote),
});
export type CartInput = Static<typeof CartInput>;

/** draft, open, paid, void; overdue is an open invoice past its due day */
export const InvoiceStatus = Type.Union([...INVOICE_STATUSES.map((status) => Type.Literal(status)), Type.Literal('overdue')]);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

/**
 * The status as a reader sees it: `status`, except that a paid invoice some of whose payments were
 * given back is partly_refunded, or refunded once all were (docs/decisions/0044). Filters and the
 * rules read `status`.
 */
export const InvoiceDisplayStatus = Type.Union([InvoiceStatus, Type.Literal('partly_refunded'), Type.Literal('refunded')]);
export type InvoiceDisplayStatus = Static<typeof InvoiceDisplayStatus>;

export const InvoiceLine = Type.Object({
  id: Type.String(),
  itemId: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('service'), Type.Literal('product'), Type.Literal('custom')]),
  name: Type.String(),
  variant: Type.String(),
  sku: Type.String(),
  quantity: Type.Integer(),
  unitPriceMinor: Amount,
  discount: Type.Union([Adjustment, Type.Null()]),
  discountMinor: Amount,
  orderDiscountMinor: Amount,
  taxRateBp: Type.Integer(),
  taxMinor: Amount,
  totalMinor: Amount,
  staffId: Type.Union([Type.String(), Type.Null()]),
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const Invoice = Type.Object({
  id: Type.String(),
  /** sequential per business, without gaps */
  number: Type.Integer(),
  status: InvoiceStatus,
  displayStatus: InvoiceDisplayStatus,
  currency: Currency,
  contactId: Type.Union([Type.String(), Type.Null()]),
  contactName: Type.String(),
  contactEmail: Type.String(),
  bookingId: Type.Union([Type.String(), Type.Null()]),
  registerId: Type.Union([Type.String(), Type.Null()]),
  subtotalMinor: Amount,
  discountMinor: Amount,
  taxMinor: Amount,
  tipMinor: Amount,
  totalMinor: Amount,
  paidMinor: Amount,
  refundedMinor: Amount,
  /** what is still to pay: total − paid */
  balanceMinor: Amount,
  orderDiscount: Type.Union([Adjustment, Type.Null()]),
  note: Type.String(),
  /** what the customer is asked to agree to ("Payable within 14 days") */
  terms: Type.String(),
  dueOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** when it was first sent by email: from then its due day, terms and note no longer change */
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  issuedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  voidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  voidReason: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lines: Type.Array(InvoiceLine),
});
export type Invoice = Static<typeof Invoice>;

export const InvoiceParams = Type.Object({ invoiceId: Type.String({ format: 'uuid' }) });
export type InvoiceParams = Static<typeof InvoiceParams>;

/** An invoice as a list shows it: everything but its lines. */
export const InvoiceSummary = Type.Omit(Invoice, ['lines']);
export type InvoiceSummary = Static<typeof InvoiceSummary>;

/** GET /api/invoices: the filters (the CSV export takes the same, without paging). */
export const InvoiceFilter = Type.Object({
  status: Type.Optional(InvoiceStatus),
  /** the invoice's number, or part of the contact's name or email */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  contactId: Type.Optional(Type.String({ format: 'uuid' })),
  /** issued from this day (inclusive, UTC) */
  from: Type.Optional(Type.String({ format: 'date' })),
  /** issued up to this day (inclusive, UTC) */
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type InvoiceFilter = Static<typeof InvoiceFilter>;
export const InvoiceListQuery = Type.Composite([InvoiceFilter, PageQuery]);
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoicePage = Type.Composite([Paged(InvoiceSummary), Type.Object({ currency: Currency })]);
export type InvoicePage = Static<typeof InvoicePage>;

/** POST /api/invoices (Idempotency-Key): a cart billed to be paid later. */
export const InvoiceInput = Type.Composite([
  CartInput,
  Type.Object({
    /** draft: kept to finish later (no link, no payment); open (default): issued, to be paid */
    status: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('open')])),
    /** the day it is due: past it, an open invoice is overdue */
    dueOn: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    terms: Type.Optional(InvoiceTerms),
  }),
]);
export type InvoiceInput = Static<typeof InvoiceInput>;

/**
 * PATCH /api/invoices/{invoiceId} (Idempotency-Key): its due day, terms and note, any of them,
 * while it is not yet sent, paid or void (docs/decisions/0044).
 */
export const InvoiceTermsInput = Type.Object(
  {
    dueOn: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    terms: Type.Optional(InvoiceTerms),
    note: Type.Optional(InvoiceNote),
  },
  { additionalProperties: false },
);
export type InvoiceTermsInput = Static<typeof InvoiceTermsInput>;

/** A payment link of an invoice: its id is the secret the visitor's address carries. */
export const PaymentLink = Type.Object({
  id: Type.String(),
  /** the public page's path: /pay/{id} */
  url: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PaymentLink = Static<typeof PaymentLink>;

/** POST /api/invoices/{invoiceId}/void */
export const VoidInput = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export type VoidInput = Static<typeof VoidInput>;
