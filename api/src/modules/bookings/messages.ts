import { moneyText } from '../../http/money';
import type { DepositSettled } from '../deposits/onCancel';
import { customerTexts } from '../../pdf/texts';
import { amountsTable, asText, escapeHtml, htmlPage, linkButton, paragraphs, strongParagraph, type MessageBody } from '../mail/layout';
import { WAITLIST_OFFER_MINUTES, type VisitorBooking } from './schemas';

// The mail a booking's visitor gets: its confirmation, cancellation, reminder and a waitlist's offer,
// and the email code they book or join a waitlist with. Built as all the business's mail is
// (../mail/layout.ts), its texts from the one table of customer-facing texts (src/pdf/texts.ts).

const t = customerTexts;

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

/** A booking's deposit: what was paid; once cancelled, what it became. */
function depositText(kind: string, booking: VisitorBooking, deposit: DepositSettled | null): string {
  const paid = moneyText(booking.depositMinor, booking.currency);
  if (kind !== 'cancelled' || !deposit) return paid;
  const amount = moneyText(deposit.amountMinor, booking.currency);
  const outcome = t.mail.bookingDepositOutcome;
  return deposit.atDesk ? outcome.atDesk(amount, booking.businessName) : outcome[deposit.outcome](amount, booking.businessName);
}

/** A booking confirmed, changed or cancelled, a reminder or a waitlist's offer: what, when (the business's clock), with whom, and its manage link. */
export function bookingMessage(
  kind: 'confirmed' | 'changed' | 'cancelled' | 'reminder' | 'offer',
  booking: VisitorBooking,
  manageUrl: string,
  /** `testMode`: its deposit's card went through the test processor, which moved no money; `reason`: a cancel's, as the desk gave it; `deposit`: what a cancel did with its deposit */
  {
    testMode = false,
    reason = '',
    deposit = null,
    dates = [],
  }: {
    testMode?: boolean;
    reason?: string;
    deposit?: DepositSettled | null;
    /** a series' appointments the message is about (their starts), when more than this one */
    dates?: string[];
  } = {},
): MessageBody {
  const business = booking.businessName;
  const subject = {
    confirmed: t.mail.bookingConfirmedSubject,
    changed: t.mail.bookingChangedSubject,
    cancelled: t.mail.bookingCancelledSubject,
    reminder: t.mail.bookingReminderSubject,
    offer: t.mail.bookingOfferSubject,
  }[kind](business);
  const intro = {
    confirmed: t.mail.bookingConfirmedIntro,
    changed: t.mail.bookingChangedIntro,
    cancelled: t.mail.bookingCancelledIntro,
    reminder: t.mail.bookingReminderIntro,
    offer: t.mail.bookingOfferIntro,
  }[kind](business);
  const rows: [string, string, boolean?][] = [
    [t.mail.bookingService, booking.serviceName],
    [t.mail.bookingWhen, wallClockText(booking.startsAt, booking.timeZone), true],
    [t.mail.bookingWith, booking.staffName],
    [t.mail.bookingPrice, moneyText(booking.priceMinor, booking.currency)],
    ...(kind !== 'offer' && booking.depositMinor > 0 ? [[t.mail.bookingDeposit, depositText(kind, booking, deposit)] as [string, string]] : []),
    ...(kind === 'cancelled' && reason ? [[t.mail.bookingReason, reason] as [string, string]] : []),
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
  const notice = testMode ? t.bookingTestMode : '';
  const series = dates.length > 1 ? [t.mail.bookingSeriesDates(dates.length), ...dates.map((iso) => wallClockText(iso, booking.timeZone))].join('\n') : '';
  return {
    subject,
    text: [intro, ...(notice ? ['', notice] : []), '', asText(rows), ...(series ? ['', series] : []), '', link, url, '', t.mail.signature(business)].join('\n'),
    html: htmlPage(
      subject,
      [
        paragraphs([intro]),
        strongParagraph(notice),
        amountsTable(rows),
        paragraphs([series, link]),
        linkButton(url, button),
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
