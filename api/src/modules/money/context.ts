import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { NamedUser } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { Actor } from '../audit/repo';
import type { PaymentProvider } from './providers/provider';

/** What money calls run on: the database, the card processor, and when an attempt's recovery job looks at it. */
export type MoneyDeps = { db: Db; provider: PaymentProvider; recoveryDelayMs: number };

/** A capture or a release of an authorization: made once the transaction that decided it has committed. */
export type FollowUp = { operation: 'capture'; ref: string; amountMinor: number; transactionId: string } | { operation: 'release'; ref: string };

/** Who acts in a money call: a staff member, or a visitor paying by link (id null, email ''), and the name receipts show. */
export type MoneyActor = Actor & { name: string };

/**
 * Everything a money operation needs inside one of its units of work (modules/money/work.ts):
 * the tenant bound to it, and who acts. It never calls the processor: it plans the calls
 * (`CardStep`s) and reads their results, and asks for the captures and releases that follow
 * (`after`), all made outside any transaction.
 */
export type MoneyContext = {
  tenant: Tenant;
  currency: string;
  actor: MoneyActor;
  ip: string;
  /** the processor's name, as each card transaction records it */
  processor: string;
  /** the call's Idempotency-Key */
  key: string;
  /** the attempt holding the key: a processor call pending for it is its own, not a reservation against it */
  attemptId: string;
  /** captures and releases to make once this transaction has committed */
  after: FollowUp[];
};

/** What a money call knows before its transaction: who acts, from where, under which key and attempt. */
export type MoneyCaller = { actor: MoneyActor; ip: string; key: string; processor: string };

/** The money context of `caller` in a unit of work (its tenant's business's currency). */
export async function moneyContext(tenant: Tenant, caller: MoneyCaller, attemptId: string): Promise<MoneyContext> {
  const { currency } = await tenant.business();
  return { tenant, currency, ...caller, attemptId, after: [] };
}

/** A staff member as money calls name them (the receipts' name: db/names.ts). */
export const staffActor = (user: NamedUser): MoneyActor => ({ id: user.id, email: user.email, name: user.name });

/** A visitor paying by link: no account. */
export const VISITOR: MoneyActor = { id: null, email: '', name: 'Payment link' };

/** The caller of a request: who acts (the signed-in staff member, by default), its address and its Idempotency-Key. */
export function callerOf(req: FastifyRequest, provider: PaymentProvider, actor: MoneyActor = staffActor(req.signedIn!.user)): MoneyCaller {
  return {
    actor,
    ip: req.ip,
    key: String(req.headers['idempotency-key'] ?? ''),
    processor: provider.name,
  };
}
