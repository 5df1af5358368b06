// Issue 34 §7: a booking moved outside its staff member's working hours (their week's hours, less
// time off, plus extra hours: the free times' rule) is refused, as the new-appointment form offers
// no such time; a business that lets the desk book overtime says 'ask', and the desk then confirms
// each such move. Refusing is the default: it is what the free times already promise.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE booking_settings ADD COLUMN outside_hours text NOT NULL DEFAULT 'refuse'
     CHECK (outside_hours IN ('refuse', 'ask'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
