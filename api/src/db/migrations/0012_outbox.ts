// Outgoing mail (issue 10, deliverable 11) and the payment provider's webhook events (deliverable 5).
// - `outbox`: every message the business sends, written in the transaction that asks for it and sent
//   by a job (src/mail): queued → sent, failed (after the job's retries) or kept (no SMTP server is
//   configured: the message stays here, the business's "Sent" folder). Attachments are named, not
//   stored: each is rendered from its invoice or transaction when the message is sent.
// - `webhook_events`: the provider's events already handled, by their id, so a replayed event has
//   no second effect. Not a business's row until it touched one of its transactions.
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE outbox (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id    uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    to_address     text NOT NULL CHECK (length(to_address) BETWEEN 3 AND 320),
    subject        text NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
    text_body      text NOT NULL CHECK (length(text_body) <= 20000),
    html_body      text NOT NULL DEFAULT '' CHECK (length(html_body) <= 100000),
    -- [{ kind: 'invoice_pdf' | 'receipt_pdf', id, filename }]
    attachments    jsonb NOT NULL DEFAULT '[]',
    invoice_id     uuid,
    transaction_id uuid,
    status         text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'kept')),
    -- the last attempt's error ('' when none)
    error          text NOT NULL DEFAULT '' CHECK (length(error) <= 2000),
    -- the Message-ID header, the same on every attempt
    message_id     text NOT NULL,
    created_by     uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    sent_at        timestamptz,
    UNIQUE (business_id, id),
    FOREIGN KEY (business_id, invoice_id) REFERENCES invoices (business_id, id) ON DELETE SET NULL (invoice_id),
    FOREIGN KEY (business_id, transaction_id) REFERENCES transactions (business_id, id) ON DELETE SET NULL (transaction_id),
    CHECK ((status = 'sent') = (sent_at IS NOT NULL))
  )`,
  `CREATE INDEX outbox_business_created ON outbox (business_id, created_at DESC, id DESC)`,

  `CREATE TABLE webhook_events (
    provider    text NOT NULL,
    event_id    text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 255),
    type        text NOT NULL CHECK (length(type) <= 255),
    -- the business whose transaction the event changed, if any
    business_id uuid REFERENCES businesses (id) ON DELETE CASCADE,
    received_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (provider, event_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
