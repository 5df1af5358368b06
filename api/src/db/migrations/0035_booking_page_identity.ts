// Issue 34 §5: the booking page a business shares shows the business (its name, logo, address and
// phone), not only the software's brand. The address and phone are two short texts of the booking
// settings; the logo is an image of its own table, read only when the page's <img> asks for it (a
// settings read never carries its bytes), its version in the page's address so a new logo is a new
// URL that caches for good (docs/decisions/0056-a-booking-page-a-business-can-share.md).
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE booking_settings ADD COLUMN page_address text NOT NULL DEFAULT '' CHECK (length(page_address) <= 300)`,
  `ALTER TABLE booking_settings ADD COLUMN page_phone text NOT NULL DEFAULT '' CHECK (length(page_phone) <= 40)`,
  `CREATE TABLE business_logos (
    business_id  uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
    content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
    bytes        bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 102400),
    version      text NOT NULL CHECK (version ~ '^[0-9a-f]{16}$'),
    updated_at   timestamptz NOT NULL DEFAULT now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
