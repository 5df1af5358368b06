// Issue 34 §6: time off is a range of days (a week's holiday is one entry with its label, not seven),
// `through` its last day; null for one day. Only a whole day off spans days.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE staff_exceptions ADD COLUMN through date`,
  `ALTER TABLE staff_exceptions ADD CONSTRAINT staff_exceptions_through_check
     CHECK (through IS NULL OR (through > day AND kind = 'off' AND starts IS NULL))`,
  // the list asks for the ranges that reach into its days
  `CREATE INDEX staff_exceptions_through ON staff_exceptions (business_id, staff_id, (coalesce(through, day)))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
