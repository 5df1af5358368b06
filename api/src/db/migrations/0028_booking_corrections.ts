// Issue 34 §2: a booking's lifecycle mistakes are corrected from its page (a check-in undone, a
// cancelled or missed booking reinstated), its services change there, and a paid bill completes it. The history
// records both: its action list grows (db/schema.ts: BOOKING_EVENT_ACTIONS; the list here is this
// migration's, frozen).
//
// A bill is paid by the checkout, by a pay link or at the desk, each through the money ledger; the
// booking completes in the same transaction whichever it was, so the database does it: once an
// invoice with a booking turns paid, a booking still requested, confirmed or checked in becomes
// completed, its history says it was paid (the invoice's number), its contact's visit is recorded
// (once per booking) and the change is announced as every booking change is (decision 0029).
import { sql, type Kysely } from 'kysely';

const statements = [
  // a booking's deposits, read with every booking the desk lists (its page, the calendar's blocks)
  `CREATE INDEX deposits_booking ON deposits (business_id, booking_id) WHERE booking_id IS NOT NULL`,
  // an event's time is the clock's, not its transaction's: two events of one change (new services
  // and a new start) are listed in the order they happened, not by chance
  `ALTER TABLE booking_events ALTER COLUMN at SET DEFAULT clock_timestamp()`,
  `ALTER TABLE booking_events DROP CONSTRAINT booking_events_action_check`,
  `ALTER TABLE booking_events ADD CONSTRAINT booking_events_action_check CHECK (action IN (
     'created', 'confirm', 'check_in', 'complete', 'cancel', 'no_show', 'moved', 'edited', 'booked_online',
     'undo_check_in', 'reinstate', 'services_changed', 'paid'))`,
  `CREATE FUNCTION paid_bill_completes_booking() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept record;
BEGIN
  SELECT id, status, contact_id INTO kept FROM bookings
    WHERE business_id = NEW.business_id AND id = NEW.booking_id FOR UPDATE;
  IF kept.id IS NULL OR kept.status NOT IN ('requested', 'confirmed', 'checked_in') THEN
    RETURN NULL;
  END IF;
  UPDATE bookings SET status = 'completed' WHERE business_id = NEW.business_id AND id = kept.id;
  INSERT INTO booking_events (business_id, booking_id, actor, action, from_status, to_status, detail)
    VALUES (NEW.business_id, kept.id, 'system', 'paid', kept.status, 'completed', NEW.number::text);
  IF kept.contact_id IS NOT NULL THEN
    INSERT INTO visits (business_id, contact_id, booking_id, visited_at)
      VALUES (NEW.business_id, kept.contact_id, kept.id, now())
      ON CONFLICT (business_id, booking_id) WHERE booking_id IS NOT NULL DO NOTHING;
    UPDATE contacts SET last_visit_at = now()
      WHERE business_id = NEW.business_id AND id = kept.contact_id AND (last_visit_at IS NULL OR last_visit_at < now());
  END IF;
  PERFORM pg_notify('frontdesk_bookings', json_build_object('businessId', NEW.business_id, 'kind', 'changed', 'bookingId', kept.id)::text);
  RETURN NULL;
END $$`,
  `CREATE TRIGGER invoices_paid_complete_booking AFTER UPDATE OF status ON invoices FOR EACH ROW
     WHEN (NEW.status = 'paid' AND OLD.status <> 'paid' AND NEW.booking_id IS NOT NULL)
     EXECUTE FUNCTION paid_bill_completes_booking()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
