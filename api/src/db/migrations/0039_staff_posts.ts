// Issue 35 §4: the social feed is the business's own activity (bookings made, sales taken, contacts
// added) read from the tables that already hold it, and what its staff post. A post is a staff
// member's text (`body`, plain, what a screen reader and a search read) and, when written in a
// rich-text editor, its HTML (`html`, sanitized by the API before it is stored: modules/social).
// The feed reads each source newest first from its own (business, created_at, id) index, so
// bookings get one (docs/decisions/0061).
import { sql, type Kysely } from 'kysely';

const statements = [
  `CREATE TABLE staff_posts (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    author_id   uuid NOT NULL,
    body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
    html        text CHECK (length(html) <= 20000),
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    FOREIGN KEY (business_id, author_id) REFERENCES users (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE INDEX staff_posts_business_created ON staff_posts (business_id, created_at DESC, id DESC)`,
  `CREATE INDEX bookings_business_created ON bookings (business_id, created_at DESC, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
