import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { scopedTo } from '../../../db/tenant';
import { utcToday } from '../../../http/problem';
import { recordMoneyEvent } from '../../audit/repo';
import { refundInvoice } from '../../invoices/billing';
import type { MoneyContext } from '../context';
import type { PaymentProvider, ProviderEvent } from '../providers/provider';

// A provider's webhook events, applied once each: the event's id is claimed in the same transaction
// as its effect, so a replayed event (the provider retries until it gets a 2xx) changes nothing.
// - a payment failed: a pending transaction of that payment is declined;
// - a charge refunded at the provider (its dashboard): what is refunded there beyond what the
//   desk recorded becomes a refund of the invoice, through the invoices' own refund path (the
//   provider is not asked again: the money has already gone back). A refund made by the desk is
//   counted already, so its own event finds nothing missing.

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

export async function applyProviderEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, ip: string): Promise<EventOutcome> {
  return db.transaction().execute(async (trx) => {
    const claimed = await sql<{ event_id: string }>`
      INSERT INTO webhook_events (provider, event_id, type) VALUES (${provider.name}, ${event.id}, ${event.type.slice(0, 255)})
      ON CONFLICT (provider, event_id) DO NOTHING
      RETURNING event_id`.execute(trx);
    if (claimed.rows.length === 0) return 'duplicate';
    if (event.effect === 'other') return 'ignored';

    const payment = await trx
      .selectFrom('transactions')
      .select(['id', 'business_id', 'kind', 'status', 'currency', 'amount_minor', 'refunded_minor', 'invoice_id'])
      .where('provider', '=', provider.name)
      .where('provider_ref', '=', event.paymentRef)
      .where('kind', '=', 'payment')
      .executeTakeFirst();
    if (!payment) return 'ignored';
    await trx.updateTable('webhook_events').set({ business_id: payment.business_id }).where('provider', '=', provider.name).where('event_id', '=', event.id).execute();
    const tenant = scopedTo(trx, payment.business_id);
    const actor = { id: null, email: '', name: provider.name };

    if (event.effect === 'payment_failed') {
      if (payment.status !== 'pending') return 'ignored';
      await tenant.updateTable('transactions').set({ status: 'declined', failure_code: event.code.slice(0, 64) }).where('id', '=', payment.id).execute();
      await recordMoneyEvent(tenant, actor, 'payment.declined', { ip, invoiceId: payment.invoice_id, transactionId: payment.id, amountMinor: payment.amount_minor }, { code: event.code, event: event.id });
      return 'applied';
    }

    const missing = Math.min(event.refundedMinor, payment.amount_minor) - payment.refunded_minor;
    if (missing <= 0 || payment.status !== 'succeeded' || !payment.invoice_id) return 'ignored';
    const ctx: MoneyContext = {
      trx,
      tenant,
      businessId: payment.business_id,
      currency: payment.currency,
      actor,
      ip,
      // the refund has happened at the provider: record it, do not make another
      provider: { ...provider, refund: async () => ({ ok: true, ref: event.refundRef }) },
      key: `webhook:${event.id}`,
    };
    const done = await refundInvoice(ctx, payment.invoice_id, { refunds: [{ transactionId: payment.id, amountMinor: missing }], reason: `Refunded at ${provider.name}` }, utcToday());
    if (done.status !== 201) throw new Error(`webhook ${event.id}: the refund could not be recorded (${done.status})`);
    return 'applied';
  });
}
