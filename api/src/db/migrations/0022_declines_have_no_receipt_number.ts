// Issue 33 §4: a declined card is a record of the attempt, never a receipt (docs/decisions/0041).
// It took the next receipt number, so the receipts a business handed out had gaps. From now on a
// declined transaction has no number, and every other one has: the CHECK says so. The declines
// already recorded give their numbers up (the numbers stay unused: a number once shown is never
// handed out again).
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE transactions ALTER COLUMN number DROP NOT NULL`,
  `UPDATE transactions SET number = NULL WHERE status = 'declined'`,
  `ALTER TABLE transactions ADD CONSTRAINT transactions_receipt_number CHECK ((number IS NULL) = (status = 'declined'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
