// Issue 34 §8: an import says which rows it skipped and why (the contact each one already is, by
// email or phone), as it says which it refused: the first 1,000, beside `errors`.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_imports ADD COLUMN skips jsonb NOT NULL DEFAULT '[]'`.execute(db);
}
