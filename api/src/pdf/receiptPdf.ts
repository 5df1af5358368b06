import { moneyText } from '../http/money';
import type { IssuedReceipt } from '../modules/payments/receipts';
import type { Transaction } from '../modules/money/schemas';
import {
  block,
  heading,
  lineTable,
  momentText,
  notice,
  paragraph,
  paymentLabel,
  receiptTitle,
  renderPdf,
  saleTotals,
  sectionTitle,
  signedMinor,
  table,
  totals,
} from './layout';
import { customerTexts } from './texts';

const t = customerTexts;

/** A receipt's tenders in the order they were taken (the receipt's own first when numbers tie: never). */
export const receiptPayments = (receipt: IssuedReceipt): Transaction[] =>
  [receipt.transaction, ...receipt.siblings].sort((a, b) => (a.number ?? 0) - (b.number ?? 0));

/** What a receipt's transaction is, when not a sale's payment: a refund, or a deposit held or given back. */
export const receiptNote = (receipt: IssuedReceipt) =>
  ({ payment: null, refund: t.receipt.refundNote, deposit: t.receipt.depositHeld, deposit_refund: t.receipt.depositRefunded })[receipt.transaction.kind];

/**
 * A receipt as a PDF: the business, the receipt's title by its kind ("Refund receipt #13"), number
 * and time on the business's clock with its zone named (and "test mode" under them when a card on
 * it went through the test processor), the sale's lines and totals, every tender and refund of the
 * sale, signed (money given back is negative).
 */
export function receiptPdf(receipt: IssuedReceipt): Promise<Buffer> {
  const { transaction, invoice, businessName } = receipt;
  const money = (minor: number) => moneyText(minor, transaction.currency);
  const title = receiptTitle(transaction);
  const note = receiptNote(receipt);
  return renderPdf(`${businessName} — ${title}`, (doc) => {
    const facts: [string, string][] = [[t.payments.date, momentText(transaction.createdAt, receipt.timeZone)]];
    if (invoice) facts.push([t.receipt.invoice, `#${invoice.number}`]);
    if (transaction.userName) facts.push([t.receipt.servedBy, transaction.userName]);
    heading(doc, businessName, title, facts);
    if (receipt.testMode) notice(doc, t.receipt.testMode);
    if (note) notice(doc, note);
    block(doc, t.receipt.customer, [transaction.contactName]);
    if (invoice) {
      lineTable(doc, invoice.lines, invoice.currency);
      totals(doc, [
        ...saleTotals(invoice),
        ...(invoice.balanceMinor > 0 ? [{ label: t.invoice.balance, value: money(invoice.balanceMinor), strong: true }] : []),
      ]);
    }
    sectionTitle(doc, t.payments.title);
    const rows: string[][] = [];
    for (const p of receiptPayments(receipt)) {
      rows.push([`#${p.number ?? ''}`, paymentLabel(p), money(signedMinor(p))]);
      if (p.tender === 'cash' && p.tenderedMinor !== null) {
        rows.push(['', t.receipt.cashReceived, money(p.tenderedMinor)]);
        rows.push(['', t.receipt.change, money(p.changeMinor ?? 0)]);
      }
    }
    table(
      doc,
      [
        { label: t.payments.receipt, share: 20 },
        { label: t.payments.tender, share: 50 },
        { label: t.payments.amount, share: 30, align: 'right' },
      ],
      rows,
    );
    paragraph(doc, t.receipt.thanks, { align: 'center' });
  });
}
