// Issue 31 §9: a session's live-change streams end when the session does (docs/decisions/0034).
// A session ends by the deletion of its row, whichever path deletes it: a sign-out, the signpad's
// last wrong password, a sign-in that replaces it, the purge of expired ones, or its user (or
// business) removed, by cascade. The trigger announces each end on a channel every API instance
// listens to (as bookings' changes are: decision 0029), after the commit only, so each instance
// ends its own streams of that session at once. The payload is the row's key, the hex SHA-256 of
// the cookie's token: it names the session and is no credential.
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE FUNCTION session_ended_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('frontdesk_sessions_ended', encode(OLD.token_hash, 'hex'));
  RETURN NULL;
END $$`,
  `CREATE TRIGGER sessions_ended AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION session_ended_notice()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
