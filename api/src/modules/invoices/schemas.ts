import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_STATUSES } from '../../db/schema';
import { Adjustment, Amount, Currency, MinorUnits } from '../../http/money';

// Issue 10: invoices and the cart they are made from. A sale at checkout is a paid invoice; an
// invoice sent to be paid later is open until its balance is paid.

/** What a cart line asks for: a catalogue item (its price and tax come from the catalogue), or a custom amount. */
export const CartLineInput = Type.Union([
  Type.Object(
    {
      itemId: Type.String({ format: 'uuid' }),
      /** a product's variant (its own price) */
      variantId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
      discount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
      /** who did the work (the reports' sales by staff); the cashier when absent */
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
      quantity: Type.Integer({ minimum: 1, maximum: 10_000 }),
      discount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
      staffId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    },
    { additionalProperties: false },
  ),
]);
export type CartLineInput = Static<typeof CartLineInput>;

export const MAX_CART_LINES = 200;

/** A cart: its lines, the order's discount and the tip. */
export const CartInput = Type.Object({
  contactId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  lines: Type.Array(CartLineInput, { minItems: 1, maxItems: MAX_CART_LINES }),
  orderDiscount: Type.Optional(Type.Union([Adjustment, Type.Null()])),
  tip: Type.Optional(Type.Union([Adjustment, Type.Null()])),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type CartInput = Static<typeof CartInput>;

/** draft, open, paid, void; overdue is an open invoice past its due day */
export const InvoiceStatus = Type.Union([...INVOICE_STATUSES.map((status) => Type.Literal(status)), Type.Literal('overdue')]);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

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
  dueOn: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
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
