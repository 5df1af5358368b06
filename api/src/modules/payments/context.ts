import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
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

/** A signed-in staff member's money context. */
export function staffMoneyContext(req: FastifyRequest, trx: Db, currency: string, provider: PaymentProvider): MoneyContext {
  const user = req.signedIn!.user;
  return {
    trx,
    tenant: scopedTo(trx, user.business_id),
    businessId: user.business_id,
    currency,
    actor: { id: user.id, email: user.email, name: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email },
    ip: req.ip,
    provider,
    key: String(req.headers['idempotency-key'] ?? ''),
  };
}
