import { moneyText } from '../../http/money';
import type { Invoice } from '../invoices/schemas';
import type { IssuedReceipt } from '../payments/receipts';
import { dayText, paymentLabel, receiptTitle, signedMinor } from '../../pdf/layout';
import { receiptNote, receiptPayments } from '../../pdf/receiptPdf';
import { customerTexts } from '../../pdf/texts';
import { amountsTable, asText, escapeHtml, htmlPage, linkButton, paragraphs, strongParagraph, type MessageBody } from './layout';

// The bodies of the money mail the business sends (a receipt, an invoice), built from the mail's
// layout (layout.ts), as a booking's mail is (bookings/messages.ts). Texts come from the one table
// of customer-facing texts (src/pdf/texts.ts).

const t = customerTexts;

const linesOf = (invoice: Invoice) =>
  invoice.lines.map((line): [string, string] => [
    `${line.quantity} × ${[line.name, line.variant].filter(Boolean).join(' · ')}`,
    moneyText(line.totalMinor, invoice.currency),
  ]);

/** A receipt by email: the sale's lines and total, how it was paid (a test processor's card said so); the PDF goes with it. */
export function receiptMessage(receipt: IssuedReceipt): MessageBody {
  const { businessName, transaction, invoice } = receipt;
  const money = (minor: number) => moneyText(minor, transaction.currency);
  const rows: [string, string, boolean?][] = [
    ...(invoice ? linesOf(invoice) : []),
    ...(invoice ? [[t.mail.total, money(invoice.totalMinor), true] as [string, string, boolean]] : []),
    ...receiptPayments(receipt).map((p): [string, string] => [paymentLabel(p), money(signedMinor(p))]),
  ];
  const subjectOf = {
    payment: t.mail.receiptSubject,
    refund: t.mail.refundReceiptSubject,
    deposit: t.mail.depositReceiptSubject,
    deposit_refund: t.mail.depositReceiptSubject,
  }[transaction.kind];
  const subject = subjectOf(businessName, transaction.number);
  const title = receiptTitle(transaction);
  const intro = [t.mail.receiptIntro(businessName), receiptNote(receipt)].filter(Boolean).join(' ');
  const testMode = receipt.testMode ? t.receipt.testMode : '';
  return {
    subject,
    text: [intro, ...(testMode ? ['', testMode] : []), '', title, asText(rows), '', t.receipt.thanks, t.mail.signature(businessName)].join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([intro]),
        strongParagraph(testMode),
        `<h2 style="font-size: 18px">${escapeHtml(title)}</h2>`,
        amountsTable(rows),
        paragraphs([t.receipt.thanks, t.mail.signature(businessName)]),
      ].join('\n'),
    ),
  };
}

/**
 * An invoice by email: the sender's words, the amount, the link to pay it (in test mode, that no card
 * is charged through it); the PDF goes with it.
 */
export function invoiceMessage(input: {
  businessName: string;
  invoice: Invoice;
  message: string;
  payUrl: string;
  expiresAt: string;
  testMode: boolean;
}): MessageBody {
  const { businessName, invoice, message, payUrl, expiresAt } = input;
  const testMode = input.testMode ? t.mail.payTestMode : '';
  const money = (minor: number) => moneyText(minor, invoice.currency);
  const subject = t.mail.invoiceSubject(businessName, invoice.number);
  const intro = t.mail.invoiceIntro(businessName, money(invoice.balanceMinor));
  const rows: [string, string, boolean?][] = [
    ...linesOf(invoice),
    [t.mail.total, money(invoice.totalMinor)],
    [t.mail.balance, money(invoice.balanceMinor), true],
  ];
  const payBy = t.mail.payBy(dayText(expiresAt));
  // what the invoice asks of the customer besides the amount: when, on what terms, and its note
  const terms = [
    invoice.dueOn ? `${t.invoice.due}: ${dayText(invoice.dueOn)}` : '',
    invoice.terms ? `${t.invoice.terms}: ${invoice.terms}` : '',
    invoice.note ? `${t.invoice.note}: ${invoice.note}` : '',
  ].filter(Boolean);
  return {
    subject,
    text: [
      message,
      intro,
      '',
      t.invoice.title(invoice.number),
      asText(rows),
      ...(terms.length ? ['', ...terms] : []),
      '',
      payBy,
      payUrl,
      ...(testMode ? [testMode] : []),
      '',
      t.mail.signature(businessName),
    ]
      .filter((line, i) => i > 0 || line)
      .join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([message, intro]),
        `<h2 style="font-size: 18px">${escapeHtml(t.invoice.title(invoice.number))}</h2>`,
        amountsTable(rows),
        paragraphs(terms),
        paragraphs([payBy]),
        linkButton(payUrl, t.mail.payButton),
        `<p style="word-break: break-all"><a href="${escapeHtml(payUrl)}">${escapeHtml(payUrl)}</a></p>`,
        strongParagraph(testMode),
        paragraphs([t.mail.signature(businessName)]),
      ].join('\n'),
    ),
  };
}
