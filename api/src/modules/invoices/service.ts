import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, type Result } from '../../http/result';
import type { FieldReason } from '../../http/errors';
import type { Tenant } from '../../db/tenant';
import type { DiscountKind, InvoiceLinesTable, PaymentLinksTable, Variant } from '../../db/schema';
import { MAX_AMOUNT_MINOR, pastTheCap, priceCart, type Adjustment, type Totals } from '@frontdesk/money';
import type { Insertable, Selectable } from 'kysely';
import { registerExists } from '../money/ledger';
import { usersOf } from '../staff/repo';
import { nextNumber } from '../../db/counters';
import type { MoneyContext } from '../money/context';
import {
  bookingToBill,
  cartItems,
  contactForInvoice,
  insertInvoice,
  invoiceLineRows,
  recordVisit,
  takeStock,
  taxRates,
  type InvoiceLineRow,
  type InvoiceRow,
} from './repo';
import type { CartInput, Invoice, InvoiceDisplayStatus, InvoiceLine, InvoiceStatus, PaymentLink } from './schemas';

// The rules of an invoice: a cart's lines are priced from the catalogue (the client's view of a
// price is never trusted), a counted product's stock is taken in the same transaction, and an
// invoice's status follows its payments and its due day.

type LineRow = Omit<Insertable<InvoiceLinesTable>, 'business_id' | 'invoice_id'>;

/** A cart's lines priced, ready to store with their invoice; the totals; the contact as billed. */
export type BuiltCart = {
  lines: LineRow[];
  totals: Totals;
  /** counted products: item id → how many the cart takes */
  counted: Map<string, number>;
  contact: { id: string; name: string; email: string } | null;
  /** the booking it bills: its completion is the contact's visit, not the sale */
  bookingId: string | null;
};

const adjustmentColumns = (adjustment: Adjustment | null | undefined): { kind: DiscountKind | null; value: number | null } =>
  adjustment ? { kind: adjustment.kind, value: adjustment.value } : { kind: null, value: null };

/** How a cart's invoice starts: draft or open, the register it was made at, the day it is due. */
export type InvoiceStart = { status: 'draft' | 'open'; registerId: string | null; dueOn: string | null };

/**
 * A built cart written as an invoice, the one way (a checkout's, an invoice made at the desk): the
 * business's next number, the cart's contact, lines and totals, the order's discount and note, and
 * the contact's visit (a booking's bill is not a visit of its own: the booking's completion is,
 * bookings/desk/service.ts). Its id.
 */
export async function writeInvoice(
  ctx: Pick<MoneyContext, 'tenant' | 'currency' | 'actor'>,
  cart: BuiltCart,
  input: Pick<CartInput, 'orderDiscount' | 'note'> & { terms?: string | undefined },
  start: InvoiceStart,
): Promise<string> {
  const contactId = cart.contact?.id ?? null;
  const invoiceId = await insertInvoice(
    ctx.tenant,
    {
      number: await nextNumber(ctx.tenant, 'invoice'),
      status: start.status,
      currency: ctx.currency,
      contact_id: contactId,
      contact_name: cart.contact?.name ?? '',
      contact_email: cart.contact?.email ?? '',
      booking_id: cart.bookingId,
      register_id: start.registerId,
      created_by: ctx.actor.id,
      subtotal_minor: cart.totals.subtotalMinor,
      discount_minor: cart.totals.discountMinor,
      tax_minor: cart.totals.taxMinor,
      tip_minor: cart.totals.tipMinor,
      total_minor: cart.totals.totalMinor,
      order_discount_kind: input.orderDiscount?.kind ?? null,
      order_discount_value: input.orderDiscount?.value ?? null,
      note: input.note?.trim() ?? '',
      terms: input.terms?.trim() ?? '',
      due_on: start.dueOn,
      issued_at: start.status === 'draft' ? null : new Date(),
    },
    cart.lines,
  );
  if (contactId && !cart.bookingId) await recordVisit(ctx.tenant, contactId, invoiceId);
  return invoiceId;
}

/**
 * Prices a cart against the business's catalogue (nothing is written). Field errors (`lines.2.itemId`…)
 * when an item, variant, tax rate, user, register or contact is not the business's, an item is
 * archived or out of stock, or a line or the sale comes to more than the largest amount.
 */
export async function buildCart(tenant: Tenant, cart: CartInput, cashierId: string | null): Promise<Result<BuiltCart>> {
  const errors: FieldErrors = {};
  const itemIds = [...new Set(cart.lines.flatMap((line) => ('itemId' in line ? [line.itemId] : [])))];
  const rateIds = [...new Set(cart.lines.flatMap((line) => ('itemId' in line || !line.taxRateId ? [] : [line.taxRateId])))];
  // who did a line's work, whatever the line, is one of the business's users (invoice_lines.staff_id
  // names a user; the database refuses another business's too: migration 0019)
  const staffIds = [...new Set(cart.lines.flatMap((line) => (line.staffId ? [line.staffId] : [])))];
  const [items, rates, contact, users, register] = await Promise.all([
    cartItems(tenant, itemIds),
    taxRates(tenant, rateIds),
    cart.contactId ? contactForInvoice(tenant, cart.contactId) : undefined,
    usersOf(tenant, staffIds).then((ids) => new Set(ids)),
    cart.registerId ? registerExists(tenant, cart.registerId) : true,
  ]);
  if (cart.contactId && !contact) errors.contactId = fieldError('not_found', 'No such contact');
  if (!register) errors.registerId = fieldError('not_found', 'No such register');
  cart.lines.forEach((line, i) => {
    if (line.staffId && !users.has(line.staffId)) errors[`lines.${i}.staffId`] = fieldError('not_found', 'No such member of staff');
  });
  if (cart.bookingId) {
    const booking = await bookingToBill(tenant, cart.bookingId);
    if (!booking) errors.bookingId = fieldError('not_found', 'No such booking');
    else if (booking.contact_id !== (cart.contactId ?? null))
      errors.bookingId = fieldError('not_allowed', "The bill is for the booking's contact", undefined, 'booking_contact');
    else if (booking.billed) errors.bookingId = fieldError('taken', 'This booking has a bill already', undefined, 'booking_billed');
  }
  const itemById = new Map(items.map((item) => [item.id, item]));
  const rateById = new Map(rates.map((rate) => [rate.id, rate]));

  const lines: LineRow[] = [];
  cart.lines.forEach((line, position) => {
    const at = `lines.${position}`;
    const base = { position, quantity: line.quantity, staff_id: line.staffId ?? cashierId };
    const discount = adjustmentColumns(line.discount);
    if ('itemId' in line) {
      const item = itemById.get(line.itemId);
      if (!item || item.archived_at) {
        errors[`${at}.itemId`] = fieldError('not_found', 'No such item in the catalogue');
        return;
      }
      let variant: Variant | undefined;
      if (line.variantId !== undefined) {
        variant = item.variants.find((v) => v.id === line.variantId);
        if (!variant) {
          errors[`${at}.variantId`] = fieldError('not_found', 'No such variant of this item');
          return;
        }
      }
      if (item.inventory === 'out_of_stock') {
        errors[`${at}.itemId`] = fieldError('not_allowed', `${item.name} is out of stock`, { item: item.name }, 'out_of_stock');
        return;
      }
      lines.push({
        ...base,
        item_id: item.id,
        kind: item.kind,
        name: item.name,
        variant: variant?.name ?? '',
        sku: variant?.sku || item.sku,
        unit_price_minor: variant?.priceMinor ?? item.price_minor,
        tax_rate_bp: item.rate_bp ?? 0,
        discount_kind: discount.kind,
        discount_value: discount.value,
        discount_minor: 0,
        order_discount_minor: 0,
        tax_minor: 0,
        total_minor: 0,
      });
      return;
    }
    const rate = line.taxRateId ? rateById.get(line.taxRateId) : undefined;
    if (line.taxRateId && (!rate || rate.archived_at)) {
      errors[`${at}.taxRateId`] = fieldError('not_found', 'No such tax rate');
      return;
    }
    const name = line.name.trim();
    if (!name) {
      errors[`${at}.name`] = fieldError('required', 'A custom line needs a name');
      return;
    }
    lines.push({
      ...base,
      item_id: null,
      kind: 'custom',
      name,
      unit_price_minor: line.unitPriceMinor,
      tax_rate_bp: rate?.rate_bp ?? 0,
      discount_kind: discount.kind,
      discount_value: discount.value,
      discount_minor: 0,
      order_discount_minor: 0,
      tax_minor: 0,
      total_minor: 0,
    });
  });
  if (Object.keys(errors).length) return invalid(errors);

  const totals = priceCart({
    lines: lines.map((line, i) => ({
      quantity: line.quantity,
      unitPriceMinor: line.unit_price_minor,
      taxRateBp: line.tax_rate_bp ?? 0,
      discount: cart.lines[i]?.discount ?? null,
    })),
    orderDiscount: cart.orderDiscount ?? null,
    tip: cart.tip ?? null,
  });
  // a line's figures are its gross at most, the sale's its subtotal or its total: capped, each fits
  // the database's integers (a 99.99 % discount leaves a small total of a gross past them)
  const past = pastTheCap(totals);
  if (past) {
    const tooLarge = (message: string, reason: FieldReason) => fieldError('too_large', message, { limit: MAX_AMOUNT_MINOR }, reason);
    const refused: FieldErrors = Object.fromEntries(
      past.lines.map((i) => [`lines.${i}.quantity`, tooLarge('This line comes to more than one sale may', 'line_too_large')]),
    );
    if (past.sale && past.lines.length === 0) refused.lines = tooLarge('The sale comes to more than one sale may', 'sale_too_large');
    return invalid(refused);
  }
  const priced = lines.map((line, i) => {
    const p = totals.lines[i]!;
    return { ...line, discount_minor: p.discountMinor, order_discount_minor: p.orderDiscountMinor, tax_minor: p.taxMinor, total_minor: p.totalMinor };
  });

  // counted products: how many the sale takes of each (takeCartStock takes them)
  const counted = new Map<string, number>();
  for (const line of priced) {
    const item = line.item_id ? itemById.get(line.item_id) : undefined;
    if (item && item.quantity !== null) counted.set(item.id, (counted.get(item.id) ?? 0) + line.quantity);
  }

  return ok({ lines: priced, totals, counted, contact: contact ?? null, bookingId: cart.bookingId ?? null });
}

/**
 * Takes the stock of a cart's counted products, in the sale's transaction (a rollback gives it
 * back). Field errors when fewer are left than the cart takes (another sale took them).
 */
export async function takeCartStock(tenant: Tenant, cart: BuiltCart): Promise<Result<null>> {
  for (const [itemId, quantity] of cart.counted) {
    if (!(await takeStock(tenant, itemId, quantity))) {
      const position = cart.lines.findIndex((line) => line.item_id === itemId);
      return invalid({
        [`lines.${position}.quantity`]: fieldError(
          'too_large',
          'Not enough of this item in stock',
          { item: cart.lines[position]?.name ?? '' },
          'not_enough_stock',
        ),
      });
    }
  }
  return ok(null);
}

/** An invoice's status as a reader sees it: an open invoice past its due day is overdue. */
export function invoiceStatus(row: Pick<InvoiceRow, 'status' | 'due_on'>, today: string): InvoiceStatus {
  return row.status === 'open' && row.due_on !== null && row.due_on < today ? 'overdue' : row.status;
}

/** What a reader is shown: a paid invoice with refunds is partly refunded, or refunded once all it held was given back. */
export function displayStatus(row: Pick<InvoiceRow, 'status' | 'due_on' | 'paid_minor' | 'refunded_minor'>, today: string): InvoiceDisplayStatus {
  if (row.status !== 'paid' || row.refunded_minor <= 0) return invoiceStatus(row, today);
  return row.refunded_minor >= row.paid_minor ? 'refunded' : 'partly_refunded';
}

const adjustmentOf = (kind: DiscountKind | null, value: number | null): Adjustment | null => (kind && value !== null ? { kind, value } : null);

function toLine(row: InvoiceLineRow): InvoiceLine {
  return {
    id: row.id,
    itemId: row.item_id,
    kind: row.kind,
    name: row.name,
    variant: row.variant,
    sku: row.sku,
    quantity: row.quantity,
    unitPriceMinor: row.unit_price_minor,
    discount: adjustmentOf(row.discount_kind, row.discount_value),
    discountMinor: row.discount_minor,
    orderDiscountMinor: row.order_discount_minor,
    taxRateBp: row.tax_rate_bp,
    taxMinor: row.tax_minor,
    totalMinor: row.total_minor,
    staffId: row.staff_id,
  };
}

const isoOrNull = (value: Date | string | null) => (value === null ? null : isoDateTime(value));

export function toInvoice(row: InvoiceRow, lines: InvoiceLineRow[], today: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: invoiceStatus(row, today),
    displayStatus: displayStatus(row, today),
    currency: row.currency,
    contactId: row.contact_id,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    bookingId: row.booking_id,
    registerId: row.register_id,
    subtotalMinor: row.subtotal_minor,
    discountMinor: row.discount_minor,
    taxMinor: row.tax_minor,
    tipMinor: row.tip_minor,
    totalMinor: row.total_minor,
    paidMinor: row.paid_minor,
    refundedMinor: row.refunded_minor,
    balanceMinor: row.total_minor - row.paid_minor,
    orderDiscount: adjustmentOf(row.order_discount_kind, row.order_discount_value),
    note: row.note,
    terms: row.terms,
    dueOn: row.due_on,
    sentAt: isoOrNull(row.sent_at),
    issuedAt: isoOrNull(row.issued_at),
    paidAt: isoOrNull(row.paid_at),
    voidedAt: isoOrNull(row.voided_at),
    voidReason: row.void_reason,
    createdAt: isoDateTime(row.created_at),
    lines: lines.filter((line) => line.invoice_id === row.id).map(toLine),
  };
}

/** An invoice with its lines, as the API answers it. */
export async function loadInvoice(tenant: Tenant, row: InvoiceRow, today: string): Promise<Invoice> {
  return toInvoice(row, await invoiceLineRows(tenant, [row.id]), today);
}

/** A link as the desk reads it beside its invoice. */
export const toPaymentLink = (row: Selectable<PaymentLinksTable>): PaymentLink => ({
  id: row.id,
  url: `/pay/${row.id}`,
  expiresAt: isoDateTime(row.expires_at),
  paidAt: row.paid_at === null ? null : isoDateTime(row.paid_at),
  createdAt: isoDateTime(row.created_at),
});
