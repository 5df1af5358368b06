// The bookings domain (issue 11; docs/decisions/0027, 0028, 0029): the business's time zone, its
// staff (with or without a login) and the services each performs, their weekly hours and the days
// that differ, a catalogue service's booking rules, the online-booking settings, and the bookings
// themselves with their services and history. One staff member never holds two overlapping
// bookings: an exclusion constraint over the staff member and the time the booking blocks (buffers
// included), on PostgreSQL and on the embedded database alike (btree_gist lets a GiST index hold
// the uuid's equality). One statement per entry: the embedded database runs each as a prepared
// statement.
import { sql, type Kysely } from 'kysely';

const id = `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`;
const business = `business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE`;
const sameBusiness = (column: string, parent: string, onDelete = '') =>
  `FOREIGN KEY (business_id, ${column}) REFERENCES ${parent} (business_id, id) ${onDelete}`;

/** the statuses that hold their time (db/schema.ts keeps the same list: BOOKING_HOLDING_STATUSES) */
const holding = `'held', 'requested', 'confirmed', 'checked_in', 'completed'`;

const statements = [
  `CREATE EXTENSION IF NOT EXISTS btree_gist`,

  // an IANA zone ('America/New_York'); the API checks it names a zone before it is written
  `ALTER TABLE businesses ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC' CHECK (length(time_zone) BETWEEN 1 AND 64)`,

  `CREATE TABLE staff_members (
    ${id},
    ${business},
    -- the login of a team member who has one
    user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    color       text NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
    position    integer NOT NULL DEFAULT 0,
    archived_at timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id)
  )`,
  `CREATE UNIQUE INDEX staff_members_user ON staff_members (business_id, user_id) WHERE user_id IS NOT NULL`,

  `CREATE TABLE staff_services (
    ${business},
    staff_id uuid NOT NULL,
    item_id  uuid NOT NULL,
    PRIMARY KEY (business_id, staff_id, item_id),
    ${sameBusiness('staff_id', 'staff_members', 'ON DELETE CASCADE')},
    ${sameBusiness('item_id', 'catalogue_items', 'ON DELETE CASCADE')}
  )`,

  // weekly hours: ISO weekday (1 Monday … 7 Sunday), local wall-clock times in the business's zone;
  // a day may hold several intervals (a split shift)
  `CREATE TABLE staff_hours (
    ${id},
    ${business},
    staff_id uuid NOT NULL,
    weekday  smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
    starts   time NOT NULL,
    ends     time NOT NULL,
    CHECK (starts < ends),
    ${sameBusiness('staff_id', 'staff_members', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX staff_hours_staff ON staff_hours (business_id, staff_id, weekday)`,

  // a day that differs: time off (the whole day when starts is null) or extra hours
  `CREATE TABLE staff_exceptions (
    ${id},
    ${business},
    staff_id uuid NOT NULL,
    day      date NOT NULL,
    kind     text NOT NULL CHECK (kind IN ('off', 'extra')),
    starts   time,
    ends     time,
    note     text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
    CHECK ((starts IS NULL AND ends IS NULL AND kind = 'off') OR (starts IS NOT NULL AND ends IS NOT NULL AND starts < ends)),
    ${sameBusiness('staff_id', 'staff_members', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX staff_exceptions_day ON staff_exceptions (business_id, staff_id, day)`,

  // a catalogue service with a duration is bookable; these are its booking rules
  `ALTER TABLE catalogue_items
     ADD COLUMN buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
     ADD COLUMN buffer_after_minutes  integer NOT NULL DEFAULT 0 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
     ADD COLUMN bookable_online       boolean NOT NULL DEFAULT false,
     ADD COLUMN booking_asset_type_id uuid,
     ADD COLUMN deposit_kind          text NOT NULL DEFAULT 'none' CHECK (deposit_kind IN ('none', 'fixed', 'percent')),
     -- minor units for 'fixed', basis points for 'percent'
     ADD COLUMN deposit_value         integer NOT NULL DEFAULT 0 CHECK (deposit_value >= 0),
     ADD CONSTRAINT catalogue_items_deposit_check CHECK (
       (deposit_kind = 'none' AND deposit_value = 0) OR (deposit_kind = 'fixed' AND deposit_value > 0)
       OR (deposit_kind = 'percent' AND deposit_value BETWEEN 1 AND 10000)),
     ADD CONSTRAINT catalogue_items_booking_asset_type_fkey
       FOREIGN KEY (business_id, booking_asset_type_id) REFERENCES asset_types (business_id, id) ON DELETE SET NULL (booking_asset_type_id)`,

  `CREATE TABLE booking_settings (
    business_id           uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
    online_enabled        boolean NOT NULL DEFAULT false,
    lead_minutes          integer NOT NULL DEFAULT 60 CHECK (lead_minutes BETWEEN 0 AND 20160),
    horizon_days          integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
    slot_step_minutes     integer NOT NULL DEFAULT 15 CHECK (slot_step_minutes IN (5, 10, 15, 20, 30, 60)),
    cancel_cutoff_hours   integer NOT NULL DEFAULT 24 CHECK (cancel_cutoff_hours BETWEEN 0 AND 720),
    reminder_hours        integer NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 0 AND 336),
    -- the deposit online visitors pay when their service asks one: 'service' (the service's own
    -- policy) or 'none' (online bookings never ask one)
    online_deposits       text NOT NULL DEFAULT 'service' CHECK (online_deposits IN ('service', 'none'))
  )`,

  `ALTER TABLE assets ADD CONSTRAINT assets_business_id_id_key UNIQUE (business_id, id)`,

  `CREATE TABLE bookings (
    ${id},
    ${business},
    -- null only while a public visitor's slot is held (the details come with the request)
    contact_id      uuid,
    asset_id        uuid,
    staff_id        uuid NOT NULL,
    starts_at       timestamptz NOT NULL,
    ends_at         timestamptz NOT NULL,
    -- the time the booking keeps its staff member from any other: start less the first service's
    -- buffer before, end plus the last one's buffer after (written with starts_at and ends_at)
    blocked_from    timestamptz NOT NULL,
    blocked_until   timestamptz NOT NULL,
    status          text NOT NULL CHECK (status IN ('held', 'requested', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show')),
    source          text NOT NULL CHECK (source IN ('desk', 'online')),
    notes           text NOT NULL DEFAULT '' CHECK (length(notes) <= 2000),
    cancel_reason   text NOT NULL DEFAULT '' CHECK (length(cancel_reason) <= 200),
    -- a held slot's end; null for every other status
    hold_expires_at timestamptz,
    -- the recurring series it is one occurrence of
    series_id       uuid,
    -- an online booking's secret: its visitor holds the slot, then cancels or moves it, with it
    visitor_token   text UNIQUE CHECK (length(visitor_token) = 22),
    -- when its reminder was mailed (the reminder job sends one per booking)
    reminded_at     timestamptz,
    created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    CHECK (blocked_from <= starts_at AND starts_at < ends_at AND ends_at <= blocked_until),
    CHECK ((status = 'held') = (hold_expires_at IS NOT NULL)),
    CHECK (status = 'held' OR contact_id IS NOT NULL),
    CHECK (status <> 'cancelled' OR cancel_reason <> ''),
    ${sameBusiness('staff_id', 'staff_members', 'ON DELETE RESTRICT')},
    ${sameBusiness('contact_id', 'contacts', 'ON DELETE CASCADE')},
    ${sameBusiness('asset_id', 'assets', 'ON DELETE SET NULL (asset_id)')},
    CONSTRAINT bookings_no_overlap EXCLUDE USING gist (
      staff_id WITH =,
      tstzrange(blocked_from, blocked_until, '[)') WITH &&
    ) WHERE (status IN (${holding}))
  )`,
  `CREATE INDEX bookings_business_start ON bookings (business_id, starts_at, id)`,
  `CREATE INDEX bookings_contact ON bookings (business_id, contact_id, starts_at)`,
  `CREATE INDEX bookings_series ON bookings (business_id, series_id) WHERE series_id IS NOT NULL`,
  `CREATE INDEX bookings_holds ON bookings (hold_expires_at) WHERE status = 'held'`,
  // the bookings still to be reminded of, by start (the reminder job's search)
  `CREATE INDEX bookings_to_remind ON bookings (starts_at) WHERE reminded_at IS NULL AND status IN ('requested', 'confirmed')`,

  // the services of a booking, in order, as booked (name, duration and price kept)
  `CREATE TABLE booking_services (
    ${id},
    ${business},
    booking_id       uuid NOT NULL,
    item_id          uuid,
    position         integer NOT NULL,
    name             text NOT NULL,
    duration_minutes integer NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
    price_minor      integer NOT NULL CHECK (price_minor >= 0),
    UNIQUE (booking_id, position),
    ${sameBusiness('booking_id', 'bookings', 'ON DELETE CASCADE')},
    ${sameBusiness('item_id', 'catalogue_items', 'ON DELETE SET NULL (item_id)')}
  )`,

  // every change of a booking: who (a user, the visitor, the system), what, from and to
  `CREATE TABLE booking_events (
    ${id},
    ${business},
    booking_id  uuid NOT NULL,
    at          timestamptz NOT NULL DEFAULT now(),
    actor       text NOT NULL CHECK (actor IN ('user', 'visitor', 'system')),
    user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
    -- db/schema.ts: BOOKING_EVENT_ACTIONS
    action      text NOT NULL CHECK (action IN ('created', 'confirm', 'check_in', 'complete', 'cancel', 'no_show', 'moved', 'edited', 'booked_online')),
    from_status text,
    to_status   text,
    detail      text NOT NULL DEFAULT '' CHECK (length(detail) <= 500),
    ${sameBusiness('booking_id', 'bookings', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX booking_events_booking ON booking_events (business_id, booking_id, at)`,

  // a bill (invoices since 0011) and a deposit may name the booking they are for: of the same business
  `ALTER TABLE invoices ADD CONSTRAINT invoices_booking_same_business_fkey FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)`,
  `ALTER TABLE deposits ADD CONSTRAINT deposits_booking_same_business_fkey FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)`,

  // a contact's reminder may be about one of their bookings
  `ALTER TABLE reminders ADD COLUMN booking_id uuid,
     ADD CONSTRAINT reminders_booking_same_business_fkey FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE SET NULL (booking_id)`,

  // a kept booking is a visit of its contact, once
  `ALTER TABLE visits ADD COLUMN booking_id uuid,
     ADD CONSTRAINT visits_booking_same_business_fkey FOREIGN KEY (business_id, booking_id) REFERENCES bookings (business_id, id) ON DELETE CASCADE`,
  `CREATE UNIQUE INDEX visits_booking ON visits (business_id, booking_id) WHERE booking_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
