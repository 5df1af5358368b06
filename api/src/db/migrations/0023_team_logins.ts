// Issue 33 §10: everyone signs in as themselves (docs/decisions/0043).
// - users.status: an owner invites a person (`invited`, no password yet), who sets their password
//   from the mailed link (`active`); an admin can deactivate a login (`deactivated`: sign-in refused,
//   sessions deleted). users.owner: the admin who made the business; never deactivated nor demoted.
// - account_tokens: the invitation and password-reset links, as the SHA-256 of a random 256-bit
//   token (the link carries the token, the database never does), single use (deleted when used),
//   expiring; a reset's rows also count the requests of an account (at most a few per window).
// - outbox.private: a message holding a sign-in link for its recipient only (a reset): the outbox
//   shows it without its body, so an admin reading the outbox cannot take over another login.
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
];

const statements = [
  `ALTER TABLE users
     ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('invited', 'active', 'deactivated')),
     ADD COLUMN owner boolean NOT NULL DEFAULT false`,
  // the first admin of each business made it
  `UPDATE users SET owner = true WHERE id IN (
     SELECT DISTINCT ON (business_id) id FROM users WHERE role = 'admin' ORDER BY business_id, created_at, id)`,
  `CREATE UNIQUE INDEX users_one_owner ON users (business_id) WHERE owner`,
  `ALTER TABLE users ADD CONSTRAINT users_owner_admin CHECK (NOT owner OR (role = 'admin' AND status = 'active'))`,
  `CREATE TABLE account_tokens (
    token_hash  bytea PRIMARY KEY,
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    user_id     uuid NOT NULL,
    purpose     text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    FOREIGN KEY (business_id, user_id) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose, created_at)`,
  `ALTER TABLE outbox ADD COLUMN private boolean NOT NULL DEFAULT false`,
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (${auditActions.map((action) => `'${action}'`).join(', ')}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
