// The money report (issue 10, GET /api/reports/sales): refunds and payments are read per kind and
// day. The time index of transactions (business, created_at) reads every kind of a range to find
// its few refunds; this one reads a kind's range alone, the columns the sums need beside it.
// Measured by bench/dashboard-report.mts (bench/results/dashboard-report-*.md).
import { sql, type Kysely } from 'kysely';

const statements = [`CREATE INDEX transactions_business_kind_created ON transactions (business_id, kind, created_at) INCLUDE (status, tender, amount_minor)`];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
