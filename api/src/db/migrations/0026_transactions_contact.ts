// Issue 34 §1: a contact's record lists their payments, refunds and deposits (GET
// /api/transactions?contactId=), newest first; without this index the list read every transaction
// of the business to find one customer's.
import { sql, type Kysely } from 'kysely';

const statements = [`CREATE INDEX transactions_contact ON transactions (business_id, contact_id, created_at DESC, id DESC) WHERE contact_id IS NOT NULL`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
