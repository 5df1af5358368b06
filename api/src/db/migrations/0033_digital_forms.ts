// Issue 34 §9: forms signed on the signpad (docs/decisions/0054). A business writes its forms
// (form_templates: a name, an intro, its fields; a signature is always asked); the desk hands the
// screen to a customer with one form waiting (form_requests: one per session, gone with the session
// or when the staff member leaves signpad mode); what the customer signed is kept whole on
// signed_forms: the form as it read then (name, intro, fields, version), the answers, the signer's
// name and the signature's strokes (vectors, see modules/forms/schemas.ts). Every link is
// tenant-checked by composite keys (migration 0003).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE form_templates (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    intro       text NOT NULL DEFAULT '' CHECK (length(intro) <= 5000),
    fields      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(fields) = 'array'),
    -- one more at every change: a signed form names the version it was signed on
    version     integer NOT NULL DEFAULT 1 CHECK (version >= 1),
    -- a form taken out of use: no longer handed out, its signed forms kept
    archived    boolean NOT NULL DEFAULT false,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id)
  )`,
  `CREATE INDEX form_templates_business ON form_templates (business_id, archived, name)`,

  `ALTER TABLE signed_forms ADD COLUMN template_id uuid`,
  `ALTER TABLE signed_forms ADD COLUMN template_version integer`,
  `ALTER TABLE signed_forms ADD COLUMN booking_id uuid`,
  `ALTER TABLE signed_forms ADD COLUMN intro text NOT NULL DEFAULT '' CHECK (length(intro) <= 5000)`,
  `ALTER TABLE signed_forms ADD COLUMN fields jsonb NOT NULL DEFAULT '[]'`,
  `ALTER TABLE signed_forms ADD COLUMN answers jsonb NOT NULL DEFAULT '{}'`,
  `ALTER TABLE signed_forms ADD COLUMN signer_name text NOT NULL DEFAULT '' CHECK (length(signer_name) <= 200)`,
  // null on a form signed before issue 34 §9 (no signature kept)
  `ALTER TABLE signed_forms ADD COLUMN signature jsonb`,
  `ALTER TABLE signed_forms ADD CONSTRAINT signed_forms_template_id_same_business_fkey
     FOREIGN KEY (business_id, template_id) REFERENCES form_templates (business_id, id) ON DELETE SET NULL (template_id)`,
  `ALTER TABLE signed_forms ADD CONSTRAINT signed_forms_booking_id_same_business_fkey
     FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)`,
  `CREATE INDEX signed_forms_contact ON signed_forms (business_id, contact_id, signed_at DESC)`,

  `CREATE TABLE form_requests (
    -- the session the screen was handed over in: one form waits per session
    session_hash bytea PRIMARY KEY REFERENCES sessions (token_hash) ON DELETE CASCADE,
    business_id  uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    template_id  uuid NOT NULL,
    contact_id   uuid NOT NULL,
    booking_id   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    FOREIGN KEY (business_id, template_id) REFERENCES form_templates (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, contact_id) REFERENCES contacts (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)
  )`,
  `CREATE INDEX form_requests_contact ON form_requests (business_id, contact_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
