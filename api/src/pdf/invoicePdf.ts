import { moneyText } from '../http/money';
import type { Invoice } from '../modules/invoices/schemas';
import type { Transaction } from '../modules/money/schemas';
import { block, dayText, heading, lineTable, notice, paragraph, paymentTable, renderPdf, saleTotals, totals } from './layout';
import { customerTexts } from './texts';

const t = customerTexts;

export type InvoiceDocument = {
  businessName: string;
  /** the business's zone: the payments' times are on its clock */
  timeZone: string;
  invoice: Invoice;
  payments: Transaction[];
  /** a card payment on it went through the test processor (as a receipt says: docs/decisions/0034) */
  testMode: boolean;
};

/** An invoice as a PDF: the business, its number and dates, the contact, the lines, totals, payments ("test mode" under them when a test processor took a card) and balance. */
export function invoicePdf({ businessName, timeZone, invoice, payments, testMode }: InvoiceDocument): Promise<Buffer> {
  const money = (minor: number) => moneyText(minor, invoice.currency);
  const title = t.invoice.title(invoice.number);
  return renderPdf(`${businessName} — ${title}`, (doc) => {
    const facts: [string, string][] = [[t.invoice.status, t.invoice.statuses[invoice.status]]];
    if (invoice.issuedAt) facts.push([t.invoice.issued, dayText(invoice.issuedAt)]);
    if (invoice.dueOn) facts.push([t.invoice.due, dayText(invoice.dueOn)]);
    if (invoice.paidAt) facts.push([t.invoice.paid, dayText(invoice.paidAt)]);
    if (invoice.voidedAt) facts.push([t.invoice.voided, dayText(invoice.voidedAt)]);
    heading(doc, businessName, title, facts);
    block(doc, t.invoice.billTo, [invoice.contactName, invoice.contactEmail]);
    lineTable(doc, invoice.lines, invoice.currency);
    totals(doc, [
      ...saleTotals(invoice),
      { label: t.totals.paid, value: money(invoice.paidMinor) },
      ...(invoice.refundedMinor > 0 ? [{ label: t.totals.refunded, value: money(invoice.refundedMinor) }] : []),
      { label: t.invoice.balance, value: money(invoice.balanceMinor), strong: true },
    ]);
    paymentTable(doc, payments, timeZone);
    if (testMode) notice(doc, t.payments.testMode);
    if (invoice.note) {
      paragraph(doc, `${t.invoice.note}: ${invoice.note}`, { muted: true });
    }
    if (invoice.status === 'void' && invoice.voidReason) paragraph(doc, `${t.invoice.voided}: ${invoice.voidReason}`, { muted: true });
  });
}
