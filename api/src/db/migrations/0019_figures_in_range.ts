// Issue 31 §8, figures in range and references within the business (docs/decisions/0033):
// - a user named by a client (a sale line's staff member, a team member's login) is the same
//   business's: users get a unique (business_id, id), and those two references become composite
//   foreign keys. A line that named another business's user (never the work of this business's
//   desk) forgets who did the work, as a line whose user was removed does;
// - sums of money already taken are bigint: a drawer's expected cash at closing and a day's
//   settlement total add up what no rule can refuse any more, and must never stop a close.
// One statement per entry: the embedded database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

/** [table, column, the single-column key it had] */
const userReferences: [string, string, string][] = [
  ['invoice_lines', 'staff_id', 'invoice_lines_staff_id_fkey'],
  ['staff_members', 'user_id', 'staff_members_user_id_fkey'],
];

const statements = [
  `ALTER TABLE users ADD CONSTRAINT users_business_id_id_key UNIQUE (business_id, id)`,
  ...userReferences.flatMap(([table, column, old]) => [
    `UPDATE ${table} t SET ${column} = NULL
      WHERE ${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.${column} AND u.business_id = t.business_id)`,
    `ALTER TABLE ${table} DROP CONSTRAINT ${old}`,
    `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${column}_same_business_fkey
       FOREIGN KEY (business_id, ${column}) REFERENCES users (business_id, id) ON DELETE SET NULL (${column})`,
  ]),
  `ALTER TABLE register_sessions ALTER COLUMN expected_cash_minor TYPE bigint`,
  `ALTER TABLE settlement_batches ALTER COLUMN total_minor TYPE bigint`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
