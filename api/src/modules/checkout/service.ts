import { keyOutcome } from '../../http/idempotency';
import { ok, type Result } from '../../http/result';
import type { Tenant } from '../../db/tenant';
import { recordMoneyEvent } from '../audit/repo';
import { buildCart, loadInvoice, takeCartStock, writeInvoice, type BuiltCart } from '../invoices/service';
import { findInvoiceRow } from '../invoices/repo';
import type { StepResult } from '../money/calls';
import type { MoneyContext } from '../money/context';
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
} from '../money/tenders';
import type { MoneyWork } from '../money/work';
import type { CheckoutAttempt, CheckoutInput } from './schemas';
import type { Sale } from '../invoices/moneySchemas';

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

  const invoiceId = await writeInvoice(ctx, cart, input, { status: 'open', registerId: till.registerId, dueOn: null });
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

/** the operation a checkout's key is claimed for (http/idempotency.ts: method and route) */
export const CHECKOUT_OPERATION = 'POST /api/checkout';

/** What became of the checkout sent with `key` (a till reloaded while "Complete sale" was on its way asks). */
export async function checkoutAttempt(tenant: Tenant, key: string): Promise<CheckoutAttempt> {
  const outcome = await keyOutcome(tenant, key, CHECKOUT_OPERATION);
  if (outcome.kind === 'in_flight') return { state: 'in_progress', sale: null };
  if (outcome.kind === 'none') return { state: 'not_completed', sale: null };
  if (outcome.answer.status === 201) return { state: 'completed', sale: outcome.answer.body as Sale };
  return { state: 'declined', sale: null };
}
