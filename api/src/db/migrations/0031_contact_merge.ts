// Issue 34 §8: two records of one customer are merged (modules/contacts/merge.ts), recorded in the
// audit trail as 'contacts.merge'. The action list here is this migration's, frozen (db/schema.ts:
// AUDIT_ACTIONS is the live one).
import { sql, type Kysely } from 'kysely';

const auditActions = [
  'contacts.export',
  'contacts.import',
  'register.opened',
  'register.cash_in',
  'register.cash_out',
  'register.closed',
  'checkout.completed',
  'invoice.created',
  'invoice.edited',
  'invoice.sent',
  'invoice.voided',
  'payment.succeeded',
  'payment.declined',
  'payment.capture_failed',
  'refund.succeeded',
  'deposit.taken',
  'deposit.applied',
  'deposit.returned',
  'deposit.refunded',
  'deposit.forfeited',
  'link.created',
  'link.paid',
  'team.invited',
  'team.role_changed',
  'team.deactivated',
  'team.reactivated',
  'contacts.merge',
];

const statements = [
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (${auditActions.map((action) => `'${action}'`).join(', ')}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
