import { MAX_LINE_QUANTITY, priceCart, type Adjustment, type Totals } from '@frontdesk/money';
import type { PickedContact } from '@frontdesk/shared/ui-pages';
import { withinLimits, type CatalogueItem, type CheckoutInput, type InvoiceInput } from '@frontdesk/shared';
import { changeOf, newTender, toTenderInput, type TenderDraft as Tender, type TenderKind } from './tender';

// The cart as the cashier builds it, and what it becomes: totals priced by the same function the
// API prices the sale with (@frontdesk/api/pricing), and the checkout call's body.

/** `inventory` and `quantity`: a product's stock as the search found it (none for a service). */
export type CartItem = Pick<CatalogueItem, 'id' | 'name' | 'kind' | 'sku' | 'priceMinor' | 'taxRateBp' | 'variants'> &
  Partial<Pick<CatalogueItem, 'inventory' | 'quantity'>>;
/** `staffId`: who did the work (a booking's staff member); the cashier when null. */
/**
 * A line of the cart. `quantity` is the last one that fits the line (priced and sent); `unfit` is
 * set while the cashier's typed quantity does not (letters, 0, more than in stock): the field keeps
 * it and says so, and the sale waits until it fits.
 */
export type CartLine = {
  key: string;
  item: CartItem;
  variantId: string | null;
  quantity: number;
  discount: Adjustment | null;
  staffId: string | null;
  unfit?: true;
};

const withoutUnfit = ({ unfit: _typed, ...line }: CartLine): CartLine => line;

/** What any line's quantity may be (the API's limit): a whole number from 1. */
export const LINE_QUANTITY = { min: 1, max: MAX_LINE_QUANTITY, whole: true };

/** What a cart line's quantity may be: at most what is in stock of a counted product. */
export const quantityLimits = (line: Pick<CartLine, 'item'>) => ({ ...LINE_QUANTITY, max: line.item.quantity ?? LINE_QUANTITY.max });
/** One of the sale's tenders (tender.ts), keyed in the cart. */
export type TenderDraft = Tender & { key: string };
/** who the sale is for (the kit's contact picker picks it) */
export type CartContact = PickedContact;

export type Cart = {
  /** the booking the sale bills (/app/generate-bill/{booking}), or null */
  bookingId: string | null;
  lines: CartLine[];
  contact: CartContact | null;
  orderDiscount: Adjustment | null;
  tip: Adjustment | null;
  tenders: TenderDraft[];
  /** paid from the contact's held deposits (they belong to the contact: a new contact clears it) */
  depositsMinor: number;
};

export const emptyCart: Cart = { bookingId: null, lines: [], contact: null, orderDiscount: null, tip: null, tenders: [], depositsMinor: 0 };

export type CartAction =
  | { type: 'add'; item: CartItem; variantId?: string | null }
  | { type: 'quantity'; key: string; quantity: number | null }
  | { type: 'discount'; key: string; discount: Adjustment | null }
  | { type: 'remove'; key: string }
  | { type: 'contact'; contact: CartContact | null }
  | { type: 'orderDiscount'; discount: Adjustment | null }
  | { type: 'tip'; tip: Adjustment | null }
  | { type: 'addTender'; kind: TenderKind; amountMinor: number }
  | { type: 'tender'; key: string; change: Partial<Omit<TenderDraft, 'key' | 'kind'>> }
  | { type: 'removeTender'; key: string }
  | { type: 'overAsChange'; totalMinor: number }
  | { type: 'deposits'; amountMinor: number }
  | { type: 'bill'; bill: BookingBill }
  | { type: 'reset' };

/** A booking's bill as the cart starts it: its contact, one line per service, the deposits it holds. */
export type BookingBill = {
  bookingId: string;
  contact: CartContact | null;
  lines: { item: CartItem; staffId: string | null }[];
  /** what the contact holds in deposits: paid towards the bill, up to its total */
  heldDepositsMinor: number;
};

let keys = 0;
const nextKey = () => `k${(keys += 1)}`;

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      const variantId = action.variantId ?? null;
      const same = cart.lines.find((line) => line.item.id === action.item.id && line.variantId === variantId);
      if (same)
        return {
          ...cart,
          lines: cart.lines.map((line) => (line === same ? { ...withoutUnfit(line), quantity: Math.min(MAX_LINE_QUANTITY, line.quantity + 1) } : line)),
        };
      return { ...cart, lines: [...cart.lines, { key: nextKey(), item: action.item, variantId, quantity: 1, discount: null, staffId: null }] };
    }
    case 'quantity':
      return {
        ...cart,
        lines: cart.lines.map((line) => {
          if (line.key !== action.key) return line;
          return action.quantity !== null && withinLimits(action.quantity, quantityLimits(line))
            ? { ...withoutUnfit(line), quantity: action.quantity }
            : { ...line, unfit: true };
        }),
      };
    case 'discount':
      return { ...cart, lines: cart.lines.map((line) => (line.key === action.key ? { ...line, discount: action.discount } : line)) };
    case 'remove':
      return { ...cart, lines: cart.lines.filter((line) => line.key !== action.key) };
    case 'contact':
      return { ...cart, contact: action.contact, depositsMinor: action.contact?.id === cart.contact?.id ? cart.depositsMinor : 0 };
    case 'deposits':
      return { ...cart, depositsMinor: Math.max(0, Math.trunc(action.amountMinor)) };
    case 'orderDiscount':
      return { ...cart, orderDiscount: action.discount };
    case 'tip':
      return { ...cart, tip: action.tip };
    case 'addTender':
      return {
        ...cart,
        tenders: [...cart.tenders, { key: nextKey(), ...newTender(action.kind, action.amountMinor) }],
      };
    case 'tender':
      return { ...cart, tenders: cart.tenders.map((tender) => (tender.key === action.key ? { ...tender, ...action.change } : tender)) };
    case 'removeTender':
      return { ...cart, tenders: cart.tenders.filter((tender) => tender.key !== action.key) };
    case 'overAsChange': {
      // the cash beyond the total is handed back: its tender pays that much less (none when it pays nothing)
      const { overMinor } = tenderBalance(cart, action.totalMinor);
      const cash = cashToGiveBack(cart, overMinor);
      if (!cash) return cart;
      const amountMinor = (cash.amountMinor ?? 0) - overMinor;
      const tenderedMinor = Math.max(cash.tenderedMinor ?? 0, cash.amountMinor ?? 0);
      if (amountMinor === 0) return { ...cart, tenders: cart.tenders.filter((tender) => tender !== cash) };
      return { ...cart, tenders: cart.tenders.map((tender) => (tender === cash ? { ...tender, amountMinor, tenderedMinor } : tender)) };
    }
    case 'bill': {
      const { bookingId, contact, lines, heldDepositsMinor } = action.bill;
      const billed = {
        ...emptyCart,
        bookingId,
        contact,
        lines: lines.map(({ item, staffId }) => ({ key: nextKey(), item, variantId: null, quantity: 1, discount: null, staffId })),
      };
      return { ...billed, depositsMinor: Math.min(Math.max(0, heldDepositsMinor), cartTotals(billed).totalMinor) };
    }
    case 'reset':
      return emptyCart;
  }
}

export const unitPriceOf = (line: CartLine) => line.item.variants.find((v) => v.id === line.variantId)?.priceMinor ?? line.item.priceMinor;

/** The cart's totals, exactly as the API will price it. */
export function cartTotals(cart: Pick<Cart, 'lines' | 'orderDiscount' | 'tip'>): Totals {
  return priceCart({
    lines: cart.lines.map((line) => ({ quantity: line.quantity, unitPriceMinor: unitPriceOf(line), taxRateBp: line.item.taxRateBp, discount: line.discount })),
    orderDiscount: cart.orderDiscount,
    tip: cart.tip,
  });
}

/** What the tenders and the deposits applied pay so far, what is left to pay, and what they pay beyond the total (each never below nothing). */
export function tenderBalance(cart: Pick<Cart, 'tenders' | 'depositsMinor'>, totalMinor: number) {
  const paying = cart.tenders.reduce((sum, tender) => sum + (tender.amountMinor ?? 0), cart.depositsMinor);
  return { paying, remaining: Math.max(0, totalMinor - paying), overMinor: Math.max(0, paying - totalMinor) };
}

/** The cash tender (the last) that pays at least `overMinor`: what is paid beyond the total can be its change. */
export function cashToGiveBack(cart: Pick<Cart, 'tenders'>, overMinor: number): TenderDraft | undefined {
  if (overMinor <= 0) return undefined;
  return cart.tenders.findLast((tender) => tender.kind === 'cash' && (tender.amountMinor ?? 0) >= overMinor);
}

/** Why a cart's item cannot go in (once more): out of stock, or all its counted stock in the cart already; null when it can. */
export function stockRefusal(cart: Pick<Cart, 'lines'>, item: CartItem): { reason: 'outOfStock' } | { reason: 'noMore'; count: number } | null {
  if (item.inventory === 'out_of_stock' || item.quantity === 0) return { reason: 'outOfStock' };
  if (item.quantity === null || item.quantity === undefined) return null;
  const inCart = cart.lines.filter((line) => line.item.id === item.id).reduce((sum, line) => sum + line.quantity, 0);
  return inCart >= item.quantity ? { reason: 'noMore', count: item.quantity } : null;
}

/** The change due for the cash tenders (what was handed over beyond what they pay). */
export const changeDue = (cart: Cart) => cart.tenders.reduce((sum, tender) => sum + changeOf(tender), 0);

/** The cart billed to be paid later: POST /api/invoices' body (no tenders). */
export function toInvoiceInput(cart: Cart, registerId: string | null): InvoiceInput {
  return {
    contactId: cart.contact?.id ?? null,
    ...(cart.bookingId ? { bookingId: cart.bookingId } : {}),
    registerId,
    lines: cart.lines.map((line) => ({
      itemId: line.item.id,
      ...(line.variantId ? { variantId: line.variantId } : {}),
      quantity: line.quantity,
      discount: line.discount,
      ...(line.staffId ? { staffId: line.staffId } : {}),
    })),
    orderDiscount: cart.orderDiscount,
    tip: cart.tip,
  };
}

/** The checkout call's body; amounts not entered go as 0 (the API names the field that is wrong). */
export function toCheckoutInput(cart: Cart, registerId: string | null): CheckoutInput {
  return {
    ...toInvoiceInput(cart, registerId),
    ...(cart.depositsMinor > 0 ? { applyDepositsMinor: cart.depositsMinor } : {}),
    tenders: cart.tenders.map(toTenderInput),
  };
}
