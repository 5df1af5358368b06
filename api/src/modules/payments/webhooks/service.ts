import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { Tenant } from '../../../db/tenant';
import { recordMoneyEvent } from '../../audit/repo';
import { lockInvoiceRow } from '../../invoices/repo';
import { refundsInFlight } from '../../money/calls';
import { moneyContext } from '../../money/context';
import type { PaymentProvider, ProviderEvent, ProviderRefund } from '../../money/providers/provider';
import { lockRefundParent, recordRefund } from '../../money/tenders';

// A provider's webhook events, applied once each: the event's id is claimed in the same transaction
// as its effect, so a replayed event (the provider retries until it gets a 2xx) changes nothing.
// - a payment failed: a pending transaction of that payment is declined;
// - a payment's refunds changed (a refund made in the provider's dashboard, or the desk's own):
//   the payment's refunds are read from the provider (before the transaction: no outside call in
//   one), and each the books do not hold, by its reference, is recorded through the one refund
//   record (recordRefund: a sale's payment refunds its invoice; a deposit's moves its ledger),
//   without asking the provider for another (the money has already gone back). An event's own
//   figures are a snapshot and events come out of order, so they are not what is counted. The
//   payment is locked first (its invoice before it, in the order the desk's refunds lock them), then
//   what is missing is worked out. While a refund of the payment is in flight (its processor call
//   made, its transaction not committed) the event is deferred: nothing is claimed, the provider is
//   told to send it again later (the route's Retry-After), when the books can tell.

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'deferred';

/** Thrown out of the event's unit of work while a refund of its payment is in flight: nothing is kept, its claim neither. */
export class Deferred extends Error {
  constructor() {
    super('a refund of the payment is in flight');
  }
}

/** Claims an event once: false when it was claimed before (a replay). One statement, in the caller's unit of work when it has one. */
export async function claimEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, businessId: string | null): Promise<boolean> {
  const claimed = await sql<{ event_id: string }>`
    INSERT INTO webhook_events (provider, event_id, type, business_id) VALUES (${provider.name}, ${event.id}, ${event.type.slice(0, 255)}, ${businessId})
    ON CONFLICT (provider, event_id) DO NOTHING
    RETURNING event_id`.execute(db);
  return claimed.rows.length > 0;
}

/** The refunds of a refund event's payment, read from the provider (an outside call: before any unit of work). */
export async function refundsAtProvider(provider: PaymentProvider, event: ProviderEvent): Promise<ProviderRefund[]> {
  if (event.effect !== 'refunded') return [];
  if (!provider.refundsOf) throw new Error(`${provider.name}: a refund's event without the provider's refunds to read`);
  return provider.refundsOf(event.paymentRef);
}

/** The payment an event is about, of whichever business: the business names the unit of work that applies it. */
export function paymentOfEvent(db: Db, provider: PaymentProvider, event: ProviderEvent) {
  if (event.effect === 'other') return Promise.resolve(undefined);
  return db
    .selectFrom('transactions')
    .select(['id', 'business_id', 'invoice_id'])
    .where('provider', '=', provider.name)
    .where('provider_ref', '=', event.paymentRef)
    .where('kind', 'in', ['payment', 'deposit'])
    .executeTakeFirst();
}

/** Applies an event to its payment, in the unit of work of the payment's business (its claim too); throws Deferred while a refund of it is in flight. */
export async function applyProviderEvent(
  tenant: Tenant,
  provider: PaymentProvider,
  event: ProviderEvent,
  found: { id: string; invoice_id: string | null },
  atProvider: ProviderRefund[],
  ip: string,
): Promise<EventOutcome> {
  if (!(await claimEvent(tenant.db, provider, event, tenant.businessId))) return 'duplicate';
  // in the order the desk's refunds lock them: the invoice, the deposits, the payment
  if (found.invoice_id) await lockInvoiceRow(tenant, found.invoice_id);
  const payment = (await lockRefundParent(tenant, found.id))!.payment;
  const actor = { id: null, email: '', name: provider.name };

  if (event.effect === 'payment_failed') {
    if (payment.status !== 'pending') return 'ignored';
    await tenant
      .updateTable('transactions')
      .set({ status: 'declined', failure_code: event.code.slice(0, 64) })
      .where('id', '=', payment.id)
      .execute();
    await recordMoneyEvent(
      tenant,
      actor,
      'payment.declined',
      { ip, invoiceId: payment.invoice_id, transactionId: payment.id, amountMinor: payment.amount_minor },
      { code: event.code, event: event.id },
    );
    return 'applied';
  }

  if (payment.status !== 'succeeded') return 'ignored';
  if ((await refundsInFlight(tenant, payment.id, null)) > 0) throw new Deferred();
  const booked = await tenant
    .selectFrom('transactions')
    .select('provider_ref')
    .where('parent_id', '=', payment.id)
    .where('provider_ref', 'is not', null)
    .execute();
  const known = new Set(booked.map((row) => row.provider_ref));
  const missing = atProvider.filter((refund) => !known.has(refund.ref));
  if (missing.length === 0) return 'ignored';
  const ctx = await moneyContext(tenant, { actor, ip, key: `webhook:${event.id}`, processor: provider.name }, randomUUID());
  let left = payment.amount_minor - payment.refunded_minor;
  for (const refund of missing) {
    // never more than the payment holds (a provider never refunds more than it took)
    const amountMinor = Math.min(refund.amountMinor, left);
    if (amountMinor <= 0) break;
    await recordRefund(ctx, payment.id, amountMinor, { registerId: null, reason: `Refunded at ${provider.name}`, providerRef: refund.ref });
    left -= amountMinor;
  }
  return 'applied';
}
