import { nextNumber } from '../../db/counters';
import { answer, invalid, type Answer } from '../../http/idempotency';
import { recordMoneyEvent } from '../audit/repo';
import { buildCart, loadInvoice, takeCartStock } from '../invoices/service';
import { findInvoiceRow, insertInvoice, recordVisit } from '../invoices/repo';
import type { MoneyContext } from '../payments/context';
import { authorizeCards, checkTenders, declinedAnswer, loadTransactions, recordDecline, recordPayments, refusedAnswer, type TenderPlan } from '../payments/service';
import type { CheckoutInput, Sale } from './schemas';

/**
 * Completes a checkout, in the one transaction of its Idempotency-Key (src/http/idempotency.ts):
 * the cart is priced from the catalogue, the tenders checked, the cards authorized; then the paid
 * invoice, its lines, its transactions, the drawer's cash, the deposits applied, the stock, the
 * visit and the audit events are written, and the cards captured. A decline writes only its own
 * record (402); any refusal writes nothing.
 */
export async function completeCheckout(ctx: MoneyContext, input: CheckoutInput, today: string): Promise<Answer> {
  const built = await buildCart(ctx.tenant, input, ctx.actor.id);
  if (!built.ok) return invalid(built.errors);
  const cart = built.value;
  const contactId = cart.contact?.id ?? null;
  const plan: TenderPlan = {
    tenders: input.tenders,
    depositsMinor: input.applyDepositsMinor ?? 0,
    contactId,
    dueMinor: cart.totals.totalMinor,
    exact: true,
  };
  const checked = await checkTenders(ctx, plan, input.registerId ?? null, new Date());
  if (checked.kind !== 'done') return refusedAnswer(checked);
  const till = checked.value;

  const cards = await authorizeCards(ctx, input.tenders);
  if ('declined' in cards) {
    const amount = input.tenders[cards.index]!.amountMinor;
    await recordDecline(ctx, till, contactId, amount, cards.declined);
    return declinedAnswer(cards.declined.code, `tenders.${cards.index}`);
  }
  const short = await takeCartStock(ctx.tenant, cart);
  if (short) {
    for (const auth of cards.approved.values()) if (auth.approved) await ctx.provider.release(auth.ref);
    return invalid(short);
  }

  const invoiceId = await insertInvoice(
    ctx.tenant,
    {
      number: await nextNumber(ctx.trx, ctx.businessId, 'invoice'),
      status: 'open',
      currency: ctx.currency,
      contact_id: contactId,
      contact_name: cart.contact?.name ?? '',
      contact_email: cart.contact?.email ?? '',
      booking_id: cart.bookingId,
      register_id: till.registerId,
      created_by: ctx.actor.id,
      subtotal_minor: cart.totals.subtotalMinor,
      discount_minor: cart.totals.discountMinor,
      tax_minor: cart.totals.taxMinor,
      tip_minor: cart.totals.tipMinor,
      total_minor: cart.totals.totalMinor,
      order_discount_kind: input.orderDiscount?.kind ?? null,
      order_discount_value: input.orderDiscount?.value ?? null,
      note: input.note?.trim() ?? '',
      issued_at: new Date(),
    },
    cart.lines,
  );
  // a booking's bill is not a visit of its own: the booking's completion is (bookings/service.ts)
  if (contactId && !cart.bookingId) await recordVisit(ctx.tenant, contactId, invoiceId);
  await recordMoneyEvent(ctx.tenant, ctx.actor, 'checkout.completed', { ip: ctx.ip, registerId: till.registerId, invoiceId, amountMinor: cart.totals.totalMinor }, { lines: cart.lines.length, tipMinor: cart.totals.tipMinor });
  const { ids, changeMinor } = await recordPayments(ctx, till, { id: invoiceId, contactId }, plan, cards.approved);

  const row = await findInvoiceRow(ctx.tenant, invoiceId);
  const sale: Sale = { invoice: await loadInvoice(ctx.tenant, row!, today), transactions: await loadTransactions(ctx, ids), changeMinor };
  return answer(201, sale);
}
