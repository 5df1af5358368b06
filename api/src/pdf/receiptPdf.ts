import { moneyText } from '../http/money';
import type { Receipt } from '../modules/payments/schemas';
import type { Transaction } from '../modules/money/schemas';
import { block, heading, lineTable, momentText, notice, paragraph, renderPdf, saleTotals, sectionTitle, table, tenderText, totals } from './layout';
import { customerTexts } from './texts';

const t = customerTexts;

/**
 * A receipt as a PDF: the business, the receipt's number and time (and "test mode" under them when a
 * card on it went through the test processor), the sale's lines and totals, every tender of the sale.
 */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { transaction, invoice, businessName } = receipt;
  const money = (minor: number) => moneyText(minor, transaction.currency);
  const title = t.receipt.title(transaction.number);
  const payments: Transaction[] = [transaction, ...receipt.siblings].sort((a, b) => a.number - b.number);
  return renderPdf(`${businessName} — ${title}`, (doc) => {
    const facts: [string, string][] = [[t.payments.date, momentText(transaction.createdAt)]];
    if (invoice) facts.push([t.receipt.invoice, `#${invoice.number}`]);
    if (transaction.userName) facts.push([t.receipt.servedBy, transaction.userName]);
    heading(doc, businessName, title, facts);
    if (receipt.testMode) notice(doc, t.receipt.testMode);
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
    for (const p of payments) {
      rows.push([`#${p.number}`, tenderText(p), money(p.amountMinor)]);
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
