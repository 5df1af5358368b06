// An import's rows are kept as the JSON text they were sent as, not jsonb: jsonb refuses a NUL
// character (\u0000) inside a string, so a file with one answered 500 and imported nothing. As text,
// every row reaches the import's own checks, and a row with a NUL is that row's error (issue 9).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE contact_imports ALTER COLUMN rows TYPE text USING rows::text`.execute(db);
}
