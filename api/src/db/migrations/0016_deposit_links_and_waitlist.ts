// Issue 11, the rest of online booking (docs/decisions/0030):
// - a payment link may ask for a booking's deposit instead of an invoice's balance: the visitor's
//   hold is booked once it is paid. The link keeps its amount (the deposit the service asked when
//   it was issued); its booking goes (SET NULL) when an unpaid hold is let go, and the link then
//   answers that the hold ran out.
// - a waitlist: a contact waits for a service on a full day (with one staff member or anyone); when
//   time frees up, the first in line is offered it as a hold of their own.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE payment_links
     ADD COLUMN purpose text NOT NULL DEFAULT 'invoice' CHECK (purpose IN ('invoice', 'deposit')),
     ADD COLUMN booking_id uuid,
     ADD COLUMN amount_minor integer CHECK (amount_minor > 0),
     ALTER COLUMN invoice_id DROP NOT NULL,
     ADD CONSTRAINT payment_links_booking_same_business_fkey FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id),
     ADD CONSTRAINT payment_links_purpose_fields_check CHECK (
       CASE purpose
         WHEN 'invoice' THEN invoice_id IS NOT NULL AND booking_id IS NULL AND amount_minor IS NULL
         ELSE invoice_id IS NULL AND amount_minor IS NOT NULL
       END)`,
  `CREATE INDEX payment_links_booking ON payment_links (business_id, booking_id) WHERE booking_id IS NOT NULL`,

  `CREATE TABLE waitlist_entries (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    contact_id  uuid NOT NULL,
    asset_id    uuid,
    -- the service waited for (a catalogue item with booking rules)
    item_id     uuid NOT NULL,
    -- null: anyone who performs it
    staff_id    uuid,
    -- the business's day (its time zone) waited for
    day         date NOT NULL,
    -- waiting in line; offered a hold (booking_id); booked (booking_id); passed (an offer let go);
    -- removed (by the desk, or the person)
    status      text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'booked', 'passed', 'removed')),
    booking_id  uuid,
    source      text NOT NULL CHECK (source IN ('desk', 'online')),
    notes       text NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
    created_by  uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    FOREIGN KEY (business_id, contact_id) REFERENCES contacts (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, asset_id) REFERENCES assets (business_id, id) ON DELETE SET NULL (asset_id),
    FOREIGN KEY (business_id, item_id) REFERENCES catalogue_items (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, staff_id) REFERENCES staff_members (business_id, id) ON DELETE CASCADE,
    FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)
  )`,
  // one place in line per person, service and day
  `CREATE UNIQUE INDEX waitlist_entries_one_place ON waitlist_entries (business_id, contact_id, item_id, day) WHERE status IN ('waiting', 'offered')`,
  // the line of a day, in order
  `CREATE INDEX waitlist_entries_line ON waitlist_entries (business_id, day, created_at, id) WHERE status IN ('waiting', 'offered')`,
  `CREATE INDEX waitlist_entries_booking ON waitlist_entries (business_id, booking_id) WHERE booking_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
