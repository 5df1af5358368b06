// The demo-able core: businesses (tenants), their users and sessions, asset types, registers and
// contacts. Every business-owned table carries business_id; queries scope it (src/db/tenant.ts).
// One statement per entry: the embedded database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE TABLE businesses (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE TABLE registers (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, name)
)`,
  `CREATE TABLE users (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id           uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  email                 text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash         text NOT NULL,
  first_name            text NOT NULL DEFAULT '',
  last_name             text NOT NULL DEFAULT '',
  phone                 text NOT NULL DEFAULT '' CHECK (phone = '' OR phone ~ '^[0-9]{10}$'),
  avatar                text NOT NULL DEFAULT '',
  bio                   text NOT NULL DEFAULT '',
  role                  text NOT NULL CHECK (role IN ('admin', 'staff')),
  can_switch_to_signpad boolean NOT NULL DEFAULT false,
  register_id           uuid REFERENCES registers (id) ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
)`,
  `-- one account per email across the whole product (the login form asks for an email only)
CREATE UNIQUE INDEX users_email ON users (email)`,
  `CREATE INDEX users_business ON users (business_id)`,
  `CREATE TABLE sessions (
  -- sha-256 of the cookie's random token (32 bytes): a database leak yields no usable session
  token_hash   bytea PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token   text NOT NULL,
  mode         text NOT NULL DEFAULT 'staff' CHECK (mode IN ('staff', 'signpad')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
)`,
  `CREATE INDEX sessions_user ON sessions (user_id)`,
  `CREATE INDEX sessions_expires ON sessions (expires_at)`,
  `-- failed sign-ins per account, for the per-account login limit (stateless across instances)
CREATE TABLE login_failures (
  email        text NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
)`,
  `CREATE INDEX login_failures_email ON login_failures (email, failed_at)`,
  `CREATE TABLE asset_types (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  type_name   text NOT NULL CHECK (length(type_name) BETWEEN 1 AND 100),
  bookable    boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, type_name)
)`,
  `CREATE TABLE contacts (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  first_name  text NOT NULL DEFAULT '' CHECK (length(first_name) <= 100),
  last_name   text NOT NULL DEFAULT '' CHECK (length(last_name) <= 100),
  email       text NOT NULL DEFAULT '' CHECK (length(email) <= 254),
  phone       text NOT NULL DEFAULT '' CHECK (phone = '' OR phone ~ '^[0-9]{10}$'),
  image_32x32 text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  -- what the search drawer matches: name, email and phone digits, lower-cased
  search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone)) STORED,
  CHECK (first_name <> '' OR last_name <> '')
)`,
  `CREATE INDEX contacts_business_recent ON contacts (business_id, created_at DESC, id DESC)`,
  `-- substring search (LIKE '%…%') served by trigrams; stays fast at 100k+ contacts (bench/contact-search)
CREATE INDEX contacts_search_trgm ON contacts USING gin (search_text gin_trgm_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
