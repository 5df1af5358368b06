import type { Tenant } from '../../db/tenant';
import { isoDateTime } from '../../http/problem';
import { ok, refuse, type Refusal, type Result } from '../../http/result';
import { checkDepositTender, writeDeposit, type DepositCharge } from '../deposits/service';
import type { PayLinkInput, PayLinkReceipt, PayLinkView } from '../links/schemas';
import { amountChanged, linkPaid, newLinkId, type LinkPurpose, type LinkRow } from '../links/service';
import { reservedOf } from '../money/calls';
import type { MoneyContext } from '../money/context';
import { cardSteps, paymentPending, releaseCards } from '../money/tenders';
import type { MoneyWork } from '../money/work';
import { settingsRow } from './repo';
import { bookHeldTime, bookingPageOf, visitorRows } from './visitor';

// A booking's deposit paid online (issue 11 §7; docs/decisions/0030): where the service asks one,
// the visitor's details do not book the held time; they get a payment link for the deposit, the
// hold kept until it is paid or runs out. Paying it takes the deposit into the deposits ledger (the
// contact's credit, applied when the booking's bill is paid) and books the time, in one transaction
// under the payment's Idempotency-Key once the card is authorized (outside any transaction:
// docs/decisions/0031); the card is captured once that transaction has committed. An unpaid hold that runs out is
// let go like any other, and its link then answers hold_expired, charging nothing.

/**
 * The link that pays a held booking's deposit: its open one (the visitor went back and sent their
 * details again), else a new one; either way valid while the hold is.
 */
export async function depositLinkFor(tenant: Tenant, bookingId: string, amountMinor: number, holdExpiresAt: Date): Promise<string> {
  const open = await tenant.selectFrom('payment_links').select('id').where('booking_id', '=', bookingId).where('paid_at', 'is', null).executeTakeFirst();
  if (open) {
    await tenant.updateTable('payment_links').set({ amount_minor: amountMinor, expires_at: holdExpiresAt }).where('id', '=', open.id).execute();
    return open.id;
  }
  const [row] = await tenant
    .insertInto('payment_links', [
      { id: newLinkId(), purpose: 'deposit', invoice_id: null, booking_id: bookingId, amount_minor: amountMinor, expires_at: holdExpiresAt, created_by: null },
    ])
    .returning('id')
    .execute();
  return row!.id;
}

type Held = NonNullable<Awaited<ReturnType<typeof heldBooking>>>;

/** The deposit link's booking as the pay page shows it. */
const heldBooking = (tenant: Tenant, link: LinkRow) =>
  link.booking_id ? visitorRows(tenant).where('bookings.id', '=', link.booking_id).executeTakeFirst() : Promise.resolve(undefined);

/** Why a deposit link cannot be paid, as the visitor is told; null when it can. */
function depositRefusal(link: LinkRow, booking: Held | undefined, now: number): Refusal | null {
  if (link.paid_at !== null || (booking && booking.status !== 'held')) return refuse('link_paid', 'This deposit is already paid');
  if (!booking || new Date(booking.hold_expires_at!).getTime() <= now) return refuse('hold_expired', 'The hold on this time ran out');
  return null;
}

/** GET /api/pay/{id} of a deposit link (the tenant: the link's business): the business, the deposit, the time it books; or why it cannot be paid. */
export async function depositLinkView(tenant: Tenant, link: LinkRow, now: number): Promise<Result<PayLinkView>> {
  const booking = await heldBooking(tenant, link);
  const refused = depositRefusal(link, booking, now);
  if (refused || !booking) return refused!;
  const settings = await settingsRow(tenant);
  const amountMinor = link.amount_minor!;
  const view: PayLinkView = {
    businessName: booking.business_name,
    purpose: 'deposit',
    invoiceNumber: null,
    booking: {
      serviceName: booking.service_name ?? '',
      staffName: booking.staff_name,
      startsAt: isoDateTime(booking.starts_at),
      timeZone: booking.time_zone,
      holdExpiresAt: isoDateTime(booking.hold_expires_at!),
      depositOnCancel: settings.deposit_on_cancel,
      cancelCutoffHours: settings.cancel_cutoff_hours,
    },
    returnUrl: bookingPageOf(booking.business_id, booking.visitor_token),
    currency: booking.currency,
    amountMinor,
    totalMinor: booking.price_minor === null ? amountMinor : Number(booking.price_minor),
    lines: [{ name: booking.service_name ?? '', quantity: 1, totalMinor: booking.price_minor === null ? amountMinor : Number(booking.price_minor) }],
    expiresAt: isoDateTime(booking.hold_expires_at!),
  };
  return ok(view);
}

/** A deposit link's payment as it stands, its booking locked: the refusal, or what it pays and where. */
async function checkDepositPayment(ctx: MoneyContext, link: LinkRow, input: PayLinkInput, now: number) {
  if (link.booking_id) await ctx.tenant.selectFrom('bookings').select('id').where('id', '=', link.booking_id).forUpdate().execute();
  const current = await ctx.tenant.selectFrom('payment_links').selectAll().where('id', '=', link.id).executeTakeFirstOrThrow();
  const booking = await heldBooking(ctx.tenant, current);
  const refused = depositRefusal(current, booking, now);
  if (refused || !booking) return refused!;
  // another tab's card holds the deposit while its processor answers
  if ((await reservedOf(ctx, { linkId: link.id })) > 0) return paymentPending();
  const contact = await ctx.tenant.selectFrom('contacts').select(['id', 'email']).where('id', '=', booking.contact_id!).executeTakeFirstOrThrow();
  const amountMinor = current.amount_minor!;
  const changed = amountChanged(input, amountMinor);
  if (changed) return changed;
  const charge: DepositCharge = {
    contactId: contact.id,
    bookingId: booking.id,
    amountMinor,
    note: `Online booking: ${booking.service_name ?? ''}`.slice(0, 500),
  };
  const tender = { tender: 'card' as const, amountMinor, card: input.card };
  const checked = await checkDepositTender(ctx, charge, tender, null, 'card');
  if (!checked.ok) return checked;
  return ok({ booking, contact, charge, tender, till: checked.value });
}

/**
 * POST /api/pay/{id} of a deposit link: the booking is locked in each of the attempt's
 * transactions (a second tab is refused while the first's card is at the processor, then finds it
 * booked: link_paid; the hold job waits, then finds it booked). The card is authorized outside
 * any transaction; then the deposit is taken for the booking, the link marked paid and the time
 * booked (mail, live notice) in one transaction, and the card captured once it has committed. A
 * hold that ran out meanwhile lets the card go (hold_expired).
 */
export function payBookingDepositWork(link: LinkRow, input: PayLinkInput, origin: string): MoneyWork<null, PayLinkReceipt> {
  return {
    name: 'link.payDeposit',
    async prepare(ctx) {
      const checked = await checkDepositPayment(ctx, link, input, Date.now());
      if (!checked.ok) return checked;
      return { plan: null, steps: cardSteps([checked.value.tender], { linkId: link.id }, input.authentication) };
    },
    async finish(ctx, _plan, results) {
      const now = Date.now();
      const checked = await checkDepositPayment(ctx, link, input, now);
      if (!checked.ok) {
        releaseCards(ctx, results);
        return checked;
      }
      const { booking, contact, charge, tender, till } = checked.value;
      const taken = await writeDeposit(ctx, charge, tender, till, results, 'card');
      if (!taken.ok) return taken;
      const returnUrl = bookingPageOf(booking.business_id, booking.visitor_token);
      const receipt = await linkPaid(ctx, link, [taken.value.transactionId], {
        purpose: 'deposit',
        invoiceId: null,
        invoiceNumber: null,
        returnUrl,
        amountMinor: charge.amountMinor,
        bookingId: booking.id,
      });
      await bookHeldTime(ctx.tenant, { id: booking.id, token: booking.visitor_token! }, contact.email, origin, now, 'deposit paid');
      return ok(receipt);
    },
  };
}

/** A booking's deposit link, as the pay routes read and pay it (links/routes.ts). */
export const depositLinks: LinkPurpose = { view: (tenant, link, now) => depositLinkView(tenant, link, now.getTime()), pay: payBookingDepositWork };
