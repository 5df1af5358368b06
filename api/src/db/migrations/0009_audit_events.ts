// Bulk reads and writes of a business's contacts (exports, imports) leave a record: who, when, what
// and how many rows (issue 9: any staff member could export every contact or overwrite them from a
// file with no trace). Kept with the business; an admin reads them (GET /api/audit-events).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE audit_events (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  -- the staff member who acted; kept when the account is removed (the record outlives it)
  user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  user_email  text NOT NULL,
  action      text NOT NULL CHECK (action IN ('contacts.export', 'contacts.import')),
  -- rows read or sent; null while an export is still streaming
  row_count   integer CHECK (row_count >= 0),
  -- the export's filter or the import's duplicate policy and id, as JSON text
  detail      text NOT NULL DEFAULT '{}',
  at          timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX audit_events_business_at ON audit_events (business_id, at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
