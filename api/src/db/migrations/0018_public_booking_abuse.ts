// Public booking abuse (issue 31 §6; docs/decisions/0032):
// - a visitor's hold names who holds it, so their live holds can be counted: the client's network
//   (an IPv4 address, or an IPv6 /64) and their device (the SHA-256 of the booking page's visitor
//   cookie). Kept only while the hold is one: a booking made of it has neither (the CHECK).
// - an email code (a visitor proves the address is theirs) before a hold is booked or a place on a
//   waitlist counts. The visitor's details wait here, not in contacts, until the code is entered.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE bookings
     ADD COLUMN hold_network text CHECK (length(hold_network) BETWEEN 1 AND 64),
     ADD COLUMN hold_device  text CHECK (length(hold_device) = 64),
     ADD CONSTRAINT bookings_hold_visitor_check CHECK (status = 'held' OR (hold_network IS NULL AND hold_device IS NULL))`,
  // a business's visitors' holds by start: the caps' counts (per visitor, per day) read them
  `CREATE INDEX bookings_visitor_holds ON bookings (business_id, starts_at) WHERE hold_network IS NOT NULL`,

  `CREATE TABLE email_codes (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    -- what the code is asked and resent by: a hold's visitor token, or a waitlist join's own
    token       text NOT NULL UNIQUE CHECK (length(token) = 22),
    -- the hold it books; null for a waitlist join
    booking_id  uuid,
    purpose     text NOT NULL CHECK (purpose IN ('booking', 'waitlist')),
    -- a waitlist join's service, staff member (null: anyone) and day
    item_id     uuid,
    staff_id    uuid,
    day         date,
    -- where the code went, lower-cased
    email       text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    -- the visitor's details as sent
    details     jsonb NOT NULL,
    -- SHA-256 of the token and the code: the code itself is only in the mail
    code_hash   bytea NOT NULL,
    tries       integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
    sends       integer NOT NULL DEFAULT 1 CHECK (sends >= 1),
    sent_at     timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    CHECK ((purpose = 'booking') = (booking_id IS NOT NULL)),
    CHECK ((purpose = 'waitlist') = (item_id IS NOT NULL AND day IS NOT NULL)),
    FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, item_id) REFERENCES catalogue_items (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, staff_id) REFERENCES staff_members (business_id, id) ON DELETE CASCADE
  )`,
  `CREATE UNIQUE INDEX email_codes_booking ON email_codes (business_id, booking_id) WHERE booking_id IS NOT NULL`,
  // the codes one address was sent lately (its hourly cap)
  `CREATE INDEX email_codes_email ON email_codes (business_id, email, sent_at)`,
  // the codes that ran out, for the hold job to forget
  `CREATE INDEX email_codes_expiry ON email_codes (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
