// The drawer tells a deposit's cash from a sale's (issue 10): cash taken for a deposit and cash
// handed back for a deposit refund were kept as 'sale' and 'refund', so a Z-report's cash sales
// counted the deposits taken in cash. They get kinds of their own, and the movements already kept
// are read again from their transactions. The drawer's total (the expected cash) is unchanged.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE cash_movements DROP CONSTRAINT cash_movements_kind_check`,
  `ALTER TABLE cash_movements ADD CONSTRAINT cash_movements_kind_check
     CHECK (kind IN ('float', 'sale', 'refund', 'deposit', 'deposit_refund', 'cash_in', 'cash_out'))`,
  `UPDATE cash_movements AS m SET kind = t.kind
     FROM transactions AS t
    WHERE t.id = m.transaction_id AND t.business_id = m.business_id AND t.kind IN ('deposit', 'deposit_refund')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
