// Device cookies (OWASP): a browser that signed in to an account before carries a cookie naming it,
// and its failed sign-ins count against that browser alone, so a stranger who locks the account out
// (five wrong passwords) does not lock out its owner (issue 9). Attempts from unknown browsers keep
// the account-wide lock; device_hash says which browser an attempt came from (null: unknown).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE known_devices (
  -- sha-256 of the cookie's random token, as for sessions
  token_hash  bytea PRIMARY KEY,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
)`,
  `CREATE INDEX known_devices_expires ON known_devices (expires_at)`,
  `ALTER TABLE login_failures ADD COLUMN device_hash bytea`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
