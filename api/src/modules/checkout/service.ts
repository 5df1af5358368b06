import { nextNumber } from '../../db/counters';
import { ok, type Result } from '../../http/result';
import { recordMoneyEvent } from '../audit/repo';
import { buildCart, loadInvoice, takeCartStock, type BuiltCart } from '../invoices/service';
import { findInvoiceRow, insertInvoice, recordVisit } from '../invoices/repo';
import type { StepResult } from '../payments/calls';
import type { MoneyContext } from '../payments/context';
import {
  cardOutcome,
  cardSteps,
  checkTenders,
  declined,
  loadTransactions,
  recordDecline,
  recordPayments,
  releaseCards,
  type TenderPlan,
  type Till,
} from '../payments/service';
import type { MoneyWork } from '../payments/work';
import type { CheckoutInput, Sale } from './schemas';

/** The cart priced from the catalogue and its tenders checked: what a sale is written from. */
async function check(ctx: MoneyContext, input: CheckoutInput): Promise<Result<{ cart: BuiltCart; plan: TenderPlan; till: Till }>> {
  const built = await buildCart(ctx.tenant, input, ctx.actor.id);
  if (!built.ok) return built;
  const cart = built.value;
  const plan: TenderPlan = {
    tenders: input.tenders,
    depositsMinor: input.applyDepositsMinor ?? 0,
    contactId: cart.contact?.id ?? null,
    dueMinor: cart.totals.totalMinor,
    exact: true,
  };
  const checked = await checkTenders(ctx, plan, input.registerId ?? null, new Date());
  if (!checked.ok) return checked;
  return ok({ cart, plan, till: checked.value });
}

/**
 * Completes a checkout (docs/decisions/0020, 0031): the cart is priced from the catalogue and the
 * tenders checked; the cards are authorized, outside any transaction; then, checked again, the paid
 * invoice, its lines, its transactions, the drawer's cash, the deposits applied, the stock, the
 * visit and the audit events are written in one transaction, and the cards captured once it has
 * committed. A decline writes only its own record (its refusal is the key's answer); any refusal writes nothing (an approved
 * card is let go).
 */
export function checkoutWork(input: CheckoutInput, today: string): MoneyWork<null, Sale> {
  return {
    name: 'checkout',
    async prepare(ctx) {
      const steps = cardSteps(input.tenders);
      // cash, checks and deposits only: the sale is written in this transaction
      if (steps.length === 0) return completeSale(ctx, input, today, []);
      const checked = await check(ctx, input);
      return checked.ok ? { plan: null, steps } : checked;
    },
    finish: (ctx, _plan, results) => completeSale(ctx, input, today, results),
  };
}

async function completeSale(ctx: MoneyContext, input: CheckoutInput, today: string, results: StepResult[]): Promise<Result<Sale>> {
  // what changed while the cards were authorized (a product sold out, the register closed) refuses the sale
  const checked = await check(ctx, input);
  if (!checked.ok) {
    releaseCards(ctx, results);
    return checked;
  }
  const { cart, plan, till } = checked.value;
  const contactId = plan.contactId;
  const cards = cardOutcome(ctx, input.tenders, results);
  if ('declined' in cards) {
    await recordDecline(ctx, till, contactId, input.tenders[cards.index]!.amountMinor, cards.declined);
    return declined(cards.declined.code, `tenders.${cards.index}`);
  }
  const taken = await takeCartStock(ctx.tenant, cart);
  if (!taken.ok) {
    releaseCards(ctx, results);
    return taken;
  }

  const invoiceId = await insertInvoice(
    ctx.tenant,
    {
      number: await nextNumber(ctx.tenant, 'invoice'),
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
  // a booking's bill is not a visit of its own: the booking's completion is (bookings/desk/service.ts)
  if (contactId && !cart.bookingId) await recordVisit(ctx.tenant, contactId, invoiceId);
  await recordMoneyEvent(
    ctx.tenant,
    ctx.actor,
    'checkout.completed',
    { ip: ctx.ip, registerId: till.registerId, invoiceId, amountMinor: cart.totals.totalMinor },
    { lines: cart.lines.length, tipMinor: cart.totals.tipMinor },
  );
  const { ids, changeMinor } = await recordPayments(ctx, till, { id: invoiceId, contactId }, plan, cards.approved);

  const row = await findInvoiceRow(ctx.tenant, invoiceId);
  return ok({ invoice: await loadInvoice(ctx.tenant, row!, today), transactions: await loadTransactions(ctx, ids), changeMinor });
}
