import { MAX_LINE_QUANTITY, priceCart, type Totals } from '@frontdesk/money';
import { withinLimits, type InvoiceInput } from '@frontdesk/shared';
import type { PickedContact } from '@frontdesk/shared/ui-pages';
import { LINE_QUANTITY, type CartItem } from '../../../common/utils/cart';

// A new invoice as the desk writes it (issue 33 §7): who it is for, its lines (from the catalogue,
// priced there, or custom: a name and a price, untaxed), when it is due, its terms and note, and
// whether it is kept as a draft or issued to be paid. POST /api/invoices prices it again.

/**
 * A line of a new invoice: a catalogue item (its variant), or a custom line. Its quantity as typed:
 * null while empty, NaN while not a number, possibly out of `LINE_QUANTITY` (said under it).
 */
export type DraftLine =
  | { key: string; kind: 'item'; item: CartItem; variantId: string | null; quantity: number | null }
  | { key: string; kind: 'custom'; name: string; unitPriceMinor: number | null; quantity: number | null };

/** What a line's quantity may be (the cart's rule, the API's limit), and it may not be left empty. */
export const INVOICE_LINE_QUANTITY = { ...LINE_QUANTITY, required: true };

/** A line's quantity when it is one the API takes; 0 (nothing to price) while it is not. */
export const quantityOf = (line: DraftLine) => (line.quantity !== null && withinLimits(line.quantity, INVOICE_LINE_QUANTITY) ? line.quantity : 0);

export type NewInvoiceValues = {
  contact: PickedContact | null;
  lines: DraftLine[];
  /** YYYY-MM-DD, or '' for none */
  dueOn: string;
  terms: string;
  note: string;
  status: 'open' | 'draft';
};

let keys = 0;
const nextKey = () => `line${(keys += 1)}`;

/** The lines with a catalogue item added: one more of it when it is there already. */
export function withItem(lines: DraftLine[], item: CartItem, variantId: string | null): DraftLine[] {
  const same = lines.find((line) => line.kind === 'item' && line.item.id === item.id && line.variantId === variantId);
  if (same) return lines.map((line) => (line === same ? { ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantityOf(line) + 1) } : line));
  return [...lines, { key: nextKey(), kind: 'item', item, variantId, quantity: 1 }];
}

/** The lines with an empty custom line at their end. */
export const withCustomLine = (lines: DraftLine[]): DraftLine[] => [...lines, { key: nextKey(), kind: 'custom', name: '', unitPriceMinor: null, quantity: 1 }];

export const unitPriceOfLine = (line: DraftLine) =>
  line.kind === 'custom' ? (line.unitPriceMinor ?? 0) : (line.item.variants.find((v) => v.id === line.variantId)?.priceMinor ?? line.item.priceMinor);

/** The lines' totals, priced by the function the API prices the invoice with. */
export const draftTotals = (lines: DraftLine[]): Totals =>
  priceCart({
    lines: lines.map((line) => ({
      quantity: quantityOf(line),
      unitPriceMinor: unitPriceOfLine(line),
      taxRateBp: line.kind === 'item' ? line.item.taxRateBp : 0,
      discount: null,
    })),
    orderDiscount: null,
    tip: null,
  });

/** The first custom line that cannot be sent yet: without a name or a price. */
export const unfinishedLine = (lines: DraftLine[]) =>
  lines.findIndex((line) => line.kind === 'custom' && (!line.name.trim() || line.unitPriceMinor === null || line.unitPriceMinor <= 0));

/** The first line whose quantity the API would refuse. */
export const badQuantityLine = (lines: DraftLine[]) => lines.findIndex((line) => quantityOf(line) === 0);

/** POST /api/invoices' body (once every quantity is one it takes). */
export function toNewInvoiceInput(values: NewInvoiceValues): InvoiceInput {
  return {
    contactId: values.contact?.id ?? null,
    status: values.status,
    lines: values.lines.map((line) =>
      line.kind === 'item'
        ? { itemId: line.item.id, ...(line.variantId ? { variantId: line.variantId } : {}), quantity: quantityOf(line) }
        : { name: line.name.trim(), unitPriceMinor: line.unitPriceMinor ?? 0, quantity: quantityOf(line) },
    ),
    dueOn: values.dueOn || null,
    ...(values.terms.trim() ? { terms: values.terms.trim() } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
}
