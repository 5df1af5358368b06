// Sign-in attempts are recorded before the password is checked (issue 9: 15 concurrent wrong
// passwords got 11 checks instead of 5): an attempt refused by the lock is taken back by its id.
// Attempts past the window are purged by failed_at.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE login_failures ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY`.execute(db);
  await sql`CREATE INDEX login_failures_failed_at ON login_failures (failed_at)`.execute(db);
}
