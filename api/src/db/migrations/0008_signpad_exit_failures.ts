// A customer holding the signpad screen could guess the staff password 10 times a minute for as
// long as the session lived (issue 9): each session now counts its wrong exit passwords, and the
// session ends at the limit (src/modules/auth/service.ts).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN signpad_failures integer NOT NULL DEFAULT 0`.execute(db);
}
