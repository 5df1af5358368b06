import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { scopedTo } from '../../../db/tenant';
import { recordMoneyEvent } from '../../audit/repo';
import { lockInvoiceRow } from '../../invoices/repo';
import { refundsInFlight } from '../calls';
import { moneyContext } from '../context';
import type { PaymentProvider, ProviderEvent } from '../providers/provider';
import { lockTransaction } from '../repo';
import { recordRefund } from '../service';

// A provider's webhook events, applied once each: the event's id is claimed in the same transaction
// as its effect, so a replayed event (the provider retries until it gets a 2xx) changes nothing.
// - a payment failed: a pending transaction of that payment is declined;
// - a charge refunded at the provider (its dashboard): what is refunded there beyond what the
//   books hold becomes a refund through the one refund record (recordRefund: a sale's payment
//   refunds its invoice; a deposit's moves its ledger), without asking the provider again (the
//   money has already gone back). The payment is locked first (its invoice before it, in the order
//   the desk's refunds lock them), then what is missing is worked out: a refund the desk is
//   recording at the same time is either counted already or still in flight. While one is in flight
//   (its processor call made, its transaction not committed) the event is deferred: nothing is
//   claimed, the provider is answered 503 and sends it again later, when the books can tell.

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'deferred';

class Deferred extends Error {
  constructor() {
    super('a refund of the payment is in flight');
  }
}

export async function applyProviderEvent(db: Db, provider: PaymentProvider, event: ProviderEvent, ip: string): Promise<EventOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const claimed = await sql<{ event_id: string }>`
        INSERT INTO webhook_events (provider, event_id, type) VALUES (${provider.name}, ${event.id}, ${event.type.slice(0, 255)})
        ON CONFLICT (provider, event_id) DO NOTHING
        RETURNING event_id`.execute(trx);
      if (claimed.rows.length === 0) return 'duplicate';
      if (event.effect === 'other') return 'ignored';

      const found = await trx
        .selectFrom('transactions')
        .select(['id', 'business_id', 'invoice_id'])
        .where('provider', '=', provider.name)
        .where('provider_ref', '=', event.paymentRef)
        .where('kind', 'in', ['payment', 'deposit'])
        .executeTakeFirst();
      if (!found) return 'ignored';
      await trx.updateTable('webhook_events').set({ business_id: found.business_id }).where('provider', '=', provider.name).where('event_id', '=', event.id).execute();
      const tenant = scopedTo(trx, found.business_id);
      if (found.invoice_id) await lockInvoiceRow(tenant, found.invoice_id);
      const payment = (await lockTransaction(tenant, found.id))!;
      const actor = { id: null, email: '', name: provider.name };

      if (event.effect === 'payment_failed') {
        if (payment.status !== 'pending') return 'ignored';
        await tenant.updateTable('transactions').set({ status: 'declined', failure_code: event.code.slice(0, 64) }).where('id', '=', payment.id).execute();
        await recordMoneyEvent(tenant, actor, 'payment.declined', { ip, invoiceId: payment.invoice_id, transactionId: payment.id, amountMinor: payment.amount_minor }, { code: event.code, event: event.id });
        return 'applied';
      }

      if (payment.status !== 'succeeded') return 'ignored';
      if ((await refundsInFlight(trx, payment.business_id, payment.id, null)) > 0) throw new Deferred();
      const missing = Math.min(event.refundedMinor, payment.amount_minor) - payment.refunded_minor;
      if (missing <= 0) return 'ignored';
      const ctx = await moneyContext(trx, payment.business_id, { actor, ip, key: `webhook:${event.id}`, processor: provider.name }, randomUUID());
      // the event names the charge's latest refund: one the books hold already cannot name this one
      const known = await tenant.selectFrom('transactions').select('id').where('provider', '=', provider.name).where('provider_ref', '=', event.refundRef).executeTakeFirst();
      await recordRefund(ctx, payment.id, missing, { registerId: null, reason: `Refunded at ${provider.name}`, providerRef: known ? `${event.refundRef}:${event.id}` : event.refundRef });
      return 'applied';
    });
  } catch (error) {
    if (error instanceof Deferred) return 'deferred';
    throw error;
  }
}
