// The contacts domain (issue #4): a contact's full record, asset types with their own fields and
// assets per contact, visits (what reports and lost customers count), reminders, signed forms,
// contact settings per business and CSV import jobs. Every table is business-owned.
// One statement per entry: the embedded database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE contacts
     ADD COLUMN address text NOT NULL DEFAULT '' CHECK (length(address) <= 500),
     ADD COLUMN notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 5000),
     ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
     ADD COLUMN source text NOT NULL DEFAULT 'other'
       CHECK (source IN ('walk_in', 'phone', 'website', 'online_booking', 'referral', 'social', 'advertising', 'import', 'other')),
     ADD COLUMN marketing_consent boolean NOT NULL DEFAULT false,
     ADD COLUMN last_visit_at timestamptz,
     ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  // the list's sorts and filters, each served by an index that starts with the business
  `CREATE INDEX contacts_business_name ON contacts (business_id, lower(last_name), lower(first_name), id)`,
  `CREATE INDEX contacts_business_last_visit ON contacts (business_id, last_visit_at DESC NULLS LAST, id)`,
  `CREATE INDEX contacts_business_source ON contacts (business_id, source, created_at DESC)`,
  // lost customers: last seen (last visit, else when added) before a day
  `CREATE INDEX contacts_business_last_seen ON contacts (business_id, (coalesce(last_visit_at, created_at)))`,
  `CREATE INDEX contacts_tags ON contacts USING gin (tags)`,
  // duplicate warnings: another contact of the business with the same email or phone
  `CREATE INDEX contacts_business_email ON contacts (business_id, lower(email)) WHERE email <> ''`,
  `CREATE INDEX contacts_business_phone ON contacts (business_id, phone) WHERE phone <> ''`,

  // an asset type's own fields: [{ key, label, kind: 'text' | 'number' | 'year', required }]
  `ALTER TABLE asset_types ADD COLUMN fields jsonb NOT NULL DEFAULT '[]'`,

  `CREATE TABLE assets (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id   uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    contact_id    uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    asset_type_id uuid NOT NULL REFERENCES asset_types (id) ON DELETE RESTRICT,
    name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    data          jsonb NOT NULL DEFAULT '{}',
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX assets_contact ON assets (business_id, contact_id, created_at)`,
  `CREATE INDEX assets_type ON assets (business_id, asset_type_id)`,

  // a visit: the contact came in (checkout, a kept booking). Later domains add them; the seed has some.
  `CREATE TABLE visits (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    contact_id  uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    visited_at  timestamptz NOT NULL
  )`,
  `CREATE INDEX visits_business_time ON visits (business_id, visited_at)`,
  `CREATE INDEX visits_contact ON visits (contact_id, visited_at)`,

  `CREATE TABLE reminders (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    contact_id  uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    due_on      date NOT NULL,
    note        text NOT NULL CHECK (length(note) BETWEEN 1 AND 1000),
    done_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX reminders_business_due ON reminders (business_id, done_at, due_on)`,
  `CREATE INDEX reminders_contact ON reminders (contact_id, due_on)`,

  // forms a contact signed (the signpad flow fills it; the list and its API are real now)
  `CREATE TABLE signed_forms (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    contact_id  uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    form_name   text NOT NULL CHECK (length(form_name) BETWEEN 1 AND 200),
    signed_at   timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX signed_forms_business_time ON signed_forms (business_id, signed_at DESC)`,

  `CREATE TABLE contact_settings (
    business_id        uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
    lost_customer_days integer NOT NULL DEFAULT 90 CHECK (lost_customer_days BETWEEN 1 AND 3650)
  )`,

  // a CSV import, run in the background; the client polls it for progress and per-row errors
  `CREATE TABLE contact_imports (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    status      text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
    duplicates  text NOT NULL CHECK (duplicates IN ('skip', 'update', 'create')),
    total       integer NOT NULL,
    processed   integer NOT NULL DEFAULT 0,
    created     integer NOT NULL DEFAULT 0,
    updated     integer NOT NULL DEFAULT 0,
    skipped     integer NOT NULL DEFAULT 0,
    failed      integer NOT NULL DEFAULT 0,
    errors      jsonb NOT NULL DEFAULT '[]',
    created_at  timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
