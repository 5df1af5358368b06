// Issue 31: no card processor call inside a database transaction (docs/decisions/0031).
// - A money call's Idempotency-Key is claimed by an attempt: `attempt_id`, the API instance running
//   it (`instance_id`) and when (`claimed_at`). While its processor calls are made, outside any
//   transaction, the key is in flight (status_code 0); a retry waits for it, or takes it over once
//   its instance is gone. A refund's plan (no card in it) is kept in `resume`, so an attempt cut
//   short is finished by the recovery job.
// - `processor_calls`: every call of an attempt to the processor, recorded pending before it is
//   made and with its result after. A pending authorization reserves its invoice's (or link's)
//   balance and a pending refund its payment's refundable amount, so two attempts cannot both
//   take them; captures and releases left pending after a crash are made by the recovery job.
// - A deposit's ledger takes back what a sale applied ('returned': the part of a sale paid from
//   deposits returned to credit), and the trail records it and a capture that failed.
// - A processor's refund is recorded once (one transaction per refund reference).
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
];

const statements = [
  `ALTER TABLE idempotency_keys
     ADD COLUMN attempt_id uuid,
     ADD COLUMN instance_id text,
     ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
     ADD COLUMN resume text`,
  `CREATE UNIQUE INDEX idempotency_keys_attempt ON idempotency_keys (attempt_id) WHERE attempt_id IS NOT NULL`,
  // the retention job deletes by age
  `CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at)`,

  `CREATE TABLE processor_calls (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id    uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    attempt_id     uuid NOT NULL,
    -- its order within the attempt
    seq            integer NOT NULL CHECK (seq >= 0),
    operation      text NOT NULL CHECK (operation IN ('authorize', 'capture', 'release', 'refund')),
    -- pending: not answered yet; succeeded / failed: the processor's answer; settled: its attempt
    -- finished with it (a reservation no more); abandoned: its attempt was given up or taken over
    status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed', 'settled', 'abandoned')),
    provider       text NOT NULL,
    -- the key the processor dedupes by: derived from the business and the attempt (or the client's key)
    provider_key   text NOT NULL CHECK (length(provider_key) <= 255),
    amount_minor   integer NOT NULL CHECK (amount_minor >= 0),
    currency       text NOT NULL,
    -- the payment a capture, release or refund is about; an authorization's, once answered
    ref            text,
    -- a refund's own reference, once answered
    result_ref     text,
    -- a decline's or failure's code
    code           text,
    -- an authorization's card facts, once answered
    card_brand     text,
    card_last4     text,
    -- what a pending call reserves: an invoice's or a link's balance (authorize), a payment's refundable amount (refund)
    invoice_id     uuid,
    payment_link_id text,
    transaction_id uuid,
    tries          integer NOT NULL DEFAULT 0,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now(),
    UNIQUE (attempt_id, seq)
  )`,
  `CREATE INDEX processor_calls_open_invoice ON processor_calls (business_id, invoice_id) WHERE status IN ('pending', 'succeeded') AND invoice_id IS NOT NULL`,
  `CREATE INDEX processor_calls_open_link ON processor_calls (business_id, payment_link_id) WHERE status IN ('pending', 'succeeded') AND payment_link_id IS NOT NULL`,
  // the retention job deletes answered calls by age
  `CREATE INDEX processor_calls_answered ON processor_calls (updated_at) WHERE status <> 'pending'`,
  `CREATE INDEX processor_calls_open_transaction ON processor_calls (business_id, transaction_id) WHERE status IN ('pending', 'succeeded') AND transaction_id IS NOT NULL`,

  // a processor's refund is one transaction of the books, however it is learned (the desk's call, a webhook)
  `CREATE UNIQUE INDEX transactions_processor_refund ON transactions (business_id, provider, provider_ref)
     WHERE kind IN ('refund', 'deposit_refund') AND provider_ref IS NOT NULL`,

  // a sale's part paid from deposits, returned to the deposits it came from
  `ALTER TABLE deposit_movements DROP CONSTRAINT deposit_movements_kind_check`,
  `ALTER TABLE deposit_movements ADD CONSTRAINT deposit_movements_kind_check CHECK (kind IN ('taken', 'applied', 'returned', 'refunded', 'forfeited'))`,
  `ALTER TABLE deposit_movements DROP CONSTRAINT deposit_movements_check`,
  `ALTER TABLE deposit_movements ADD CONSTRAINT deposit_movements_check CHECK (amount_minor <> 0 AND ((kind IN ('taken', 'returned')) = (amount_minor > 0)))`,

  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check`,
  `ALTER TABLE audit_events ADD CONSTRAINT audit_events_action_check CHECK (action IN (${auditActions.map((action) => `'${action}'`).join(', ')}))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
