import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotent, type Answer } from '../../http/idempotency';
import type { Db } from '../../db/database';
import type { User } from '../../db/schema';
import { scopedTo, type Tenant } from '../../db/tenant';
import type { Actor } from '../audit/repo';
import type { PaymentProvider } from './providers/provider';

/** Everything a money operation needs, inside its transaction (src/http/idempotency.ts). */
export type MoneyContext = {
  trx: Db;
  tenant: Tenant;
  businessId: string;
  currency: string;
  /** who acts (a visitor paying by link: id null, email '') and the name receipts show */
  actor: Actor & { name: string };
  ip: string;
  provider: PaymentProvider;
  /** the call's Idempotency-Key: the provider's own key for each card of the attempt derives from it */
  key: string;
};

/** A signed-in staff member's money context in `trx`, in their business's currency. */
export async function staffMoneyContext(req: FastifyRequest, trx: Db, provider: PaymentProvider): Promise<MoneyContext> {
  const { currency } = await scopedTo(trx, req.tenant.businessId).business();
  return userMoneyContext(req.signedIn!.user, trx, currency, provider, { ip: req.ip, key: String(req.headers['idempotency-key'] ?? '') });
}

/** A staff member's money context outside a request (the demo seed): from which address, under which key. */
export function userMoneyContext(user: User, trx: Db, currency: string, provider: PaymentProvider, call: { ip: string; key: string }): MoneyContext {
  return {
    trx,
    tenant: scopedTo(trx, user.business_id),
    businessId: user.business_id,
    currency,
    actor: { id: user.id, email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email },
    ip: call.ip,
    provider,
    key: call.key,
  };
}

/** A visitor's money context (a payment by link): no account, the link's business, the name receipts show. */
export function visitorMoneyContext(req: FastifyRequest, trx: Db, businessId: string, currency: string, provider: PaymentProvider): MoneyContext {
  return {
    trx,
    tenant: scopedTo(trx, businessId),
    businessId,
    currency,
    actor: { id: null, email: '', name: 'Payment link' },
    ip: req.ip,
    provider,
    key: String(req.headers['idempotency-key'] ?? ''),
  };
}

/**
 * The one way a signed-in staff member's money call runs: in the transaction of its
 * Idempotency-Key (src/http/idempotency.ts), with the business's currency in its context.
 */
export function staffMoneyCall(db: Db, provider: PaymentProvider, req: FastifyRequest, reply: FastifyReply, work: (ctx: MoneyContext) => Promise<Answer>) {
  return idempotent(db, req, reply, req.tenant.businessId, async (trx) => work(await staffMoneyContext(req, trx, provider)));
}
