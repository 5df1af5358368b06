// Issue 33 §7: an invoice made at the desk carries its terms (what the customer is asked to agree
// to: "Payable within 14 days"…) beside its note, and records when it was first sent by email, the
// moment its due day, terms and note stop changing (docs/decisions/0044). The change of them before
// that is a money event of its own in the audit trail ('invoice.edited').
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
  // migration 0023's, kept
  'team.invited',
  'team.role_changed',
  'team.deactivated',
  'team.reactivated',
];

const statements = [
  `ALTER TABLE invoices
     ADD COLUMN terms text NOT NULL DEFAULT '' CHECK (length(terms) <= 2000),
     ADD COLUMN sent_at timestamptz`,
  // an invoice sent before this migration was sent: its first 'invoice.sent' event says when
  `UPDATE invoices SET sent_at = sent.at
     FROM (SELECT invoice_id, min(at) AS at FROM audit_events WHERE action = 'invoice.sent' AND invoice_id IS NOT NULL GROUP BY invoice_id) sent
    WHERE invoices.id = sent.invoice_id`,
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (${auditActions.map((action) => `'${action}'`).join(', ')}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
