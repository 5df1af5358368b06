import { moneyText } from '../../http/money';
import type { Invoice } from '../invoices/schemas';
import type { Receipt } from '../payments/schemas';
import type { Transaction } from '../money/schemas';
import { WAITLIST_OFFER_MINUTES, type VisitorBooking } from '../bookings/schemas';
import { dayText, tenderText } from '../../pdf/layout';
import { customerTexts } from '../../pdf/texts';

// The bodies of the mail the business sends: a plain-text part and an HTML part saying the same.
// Texts come from the one table of customer-facing texts (src/pdf/texts.ts).

const t = customerTexts;

export type MessageBody = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** a notice the reader must not miss ("test mode"); nothing when empty */
const strongParagraph = (text: string) => (text ? `<p><strong>${escapeHtml(text)}</strong></p>` : '');

const paragraphs = (texts: string[]) =>
  texts
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

function htmlPage(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #1f1f1f; max-width: 560px; margin: 0 auto; padding: 16px">
${body}
</body></html>`;
}

function amountsTable(rows: [string, string, boolean?][]) {
  const cells = rows
    .map(([label, value, strong]) => {
      const style = strong ? ' style="font-weight: bold"' : '';
      return `<tr${style}><td style="padding: 2px 16px 2px 0">${escapeHtml(label)}</td><td style="text-align: right">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" style="border-collapse: collapse">\n${cells}\n</table>`;
}

const linesOf = (invoice: Invoice) =>
  invoice.lines.map((line): [string, string] => [
    `${line.quantity} × ${[line.name, line.variant].filter(Boolean).join(' · ')}`,
    moneyText(line.totalMinor, invoice.currency),
  ]);

const asText = (rows: [string, string, boolean?][]) => rows.map(([label, value]) => `${label}: ${value}`).join('\n');

/** A receipt by email: the sale's lines and total, how it was paid (a test processor's card said so); the PDF goes with it. */
export function receiptMessage(receipt: Receipt): MessageBody {
  const { businessName, transaction, invoice } = receipt;
  const money = (minor: number) => moneyText(minor, transaction.currency);
  const payments: Transaction[] = [transaction, ...receipt.siblings].sort((a, b) => a.number - b.number);
  const rows: [string, string, boolean?][] = [
    ...(invoice ? linesOf(invoice) : []),
    ...(invoice ? [[t.mail.total, money(invoice.totalMinor), true] as [string, string, boolean]] : []),
    ...payments.map((p): [string, string] => [tenderText(p), money(p.amountMinor)]),
  ];
  const subject = t.mail.receiptSubject(businessName, transaction.number);
  const intro = t.mail.receiptIntro(businessName);
  const testMode = receipt.testMode ? t.receipt.testMode : '';
  return {
    subject,
    text: [
      intro,
      ...(testMode ? ['', testMode] : []),
      '',
      t.receipt.title(transaction.number),
      asText(rows),
      '',
      t.receipt.thanks,
      t.mail.signature(businessName),
    ].join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([intro]),
        strongParagraph(testMode),
        `<h2 style="font-size: 18px">${escapeHtml(t.receipt.title(transaction.number))}</h2>`,
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
  return {
    subject,
    text: [
      message,
      intro,
      '',
      t.invoice.title(invoice.number),
      asText(rows),
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
        paragraphs([payBy]),
        `<p><a href="${escapeHtml(payUrl)}" style="display: inline-block; background: #1d4ed8; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: underline">${escapeHtml(t.mail.payButton)}</a></p>`,
        `<p style="word-break: break-all"><a href="${escapeHtml(payUrl)}">${escapeHtml(payUrl)}</a></p>`,
        strongParagraph(testMode),
        paragraphs([t.mail.signature(businessName)]),
      ].join('\n'),
    ),
  };
}

/** A moment on the business's wall clock, its zone named ("Tue, Dec 1, 2026, 10:00 AM EST"). */
const wallClockText = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/** An online booking confirmed or cancelled: what, when (the business's clock), with whom, and its manage link. */
export function bookingMessage(kind: 'confirmed' | 'cancelled' | 'reminder' | 'offer', booking: VisitorBooking, manageUrl: string): MessageBody {
  const business = booking.businessName;
  const subject = {
    confirmed: t.mail.bookingConfirmedSubject,
    cancelled: t.mail.bookingCancelledSubject,
    reminder: t.mail.bookingReminderSubject,
    offer: t.mail.bookingOfferSubject,
  }[kind](business);
  const intro = {
    confirmed: t.mail.bookingConfirmedIntro,
    cancelled: t.mail.bookingCancelledIntro,
    reminder: t.mail.bookingReminderIntro,
    offer: t.mail.bookingOfferIntro,
  }[kind](business);
  const rows: [string, string, boolean?][] = [
    [t.mail.bookingService, booking.serviceName],
    [t.mail.bookingWhen, wallClockText(booking.startsAt, booking.timeZone), true],
    [t.mail.bookingWith, booking.staffName],
    [t.mail.bookingPrice, moneyText(booking.priceMinor, booking.currency)],
    ...(kind !== 'offer' && booking.depositMinor > 0 ? [[t.mail.bookingDeposit, moneyText(booking.depositMinor, booking.currency)] as [string, string]] : []),
  ];
  // an offer's link books (or lets go) the held time; a cancelled booking has nothing left to
  // manage (nor a desk booking, which has no visitor's link): the link books again
  const manageable = kind === 'offer' || (kind !== 'cancelled' && booking.changeable);
  const link =
    kind === 'offer'
      ? t.mail.bookingOfferUntil(WAITLIST_OFFER_MINUTES, wallClockText(booking.holdExpiresAt ?? booking.startsAt, booking.timeZone))
      : manageable
        ? t.mail.bookingManage(wallClockText(booking.changeableUntil, booking.timeZone))
        : t.mail.bookingAgain;
  const button = kind === 'offer' ? t.mail.bookingOfferButton : manageable ? t.mail.bookingManageButton : t.mail.bookingAgainButton;
  const again = new URL(manageUrl);
  again.searchParams.delete('manage');
  const url = manageable ? manageUrl : again.toString();
  return {
    subject,
    text: [intro, '', asText(rows), '', link, url, '', t.mail.signature(business)].join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([intro]),
        amountsTable(rows),
        paragraphs([link]),
        `<p><a href="${escapeHtml(url)}" style="display: inline-block; background: #1d4ed8; color: #ffffff; padding: 10px 18px; border-radius: 6px; text-decoration: underline">${escapeHtml(button)}</a></p>`,
        paragraphs([t.mail.signature(business)]),
      ].join('\n'),
    ),
  };
}

/** A visitor's email code: entered on the booking page, it books their held time or puts them on a waitlist. No link: the code is typed where it was asked. */
export function codeMessage(input: { businessName: string; code: string; minutes: number; purpose: 'booking' | 'waitlist' }): MessageBody {
  const { businessName: business, code, minutes } = input;
  const subject = t.mail.codeSubject(code, business);
  const intro = input.purpose === 'booking' ? t.mail.codeForBooking(business) : t.mail.codeForWaitlist(business);
  const lifetime = t.mail.codeLifetime(minutes);
  return {
    subject,
    text: [intro, '', code, '', lifetime, '', t.mail.signature(business)].join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([intro]),
        `<p style="font-size: 28px; font-weight: bold; letter-spacing: 4px">${escapeHtml(code)}</p>`,
        paragraphs([lifetime, t.mail.signature(business)]),
      ].join('\n'),
    ),
  };
}
