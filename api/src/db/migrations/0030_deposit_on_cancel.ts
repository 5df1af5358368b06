// Issue 34 §4: a cancelled booking's deposit follows the business's policy, stated to the visitor
// before they pay and when they cancel: cancelled in time (before the cut-off) it is refunded, kept
// as the customer's credit or kept by the business, as the setting says; a later cancellation at the
// desk keeps it unless the desk decides otherwise. The booking's history records what was done
// (BOOKING_EVENT_ACTIONS grows; the list here is this migration's, frozen). The default is the
// usual small business's promise: cancel in time, get it back.
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE booking_settings ADD COLUMN deposit_on_cancel text NOT NULL DEFAULT 'refund'
     CHECK (deposit_on_cancel IN ('refund', 'credit', 'forfeit'))`,
  `ALTER TABLE booking_events DROP CONSTRAINT booking_events_action_check`,
  `ALTER TABLE booking_events ADD CONSTRAINT booking_events_action_check CHECK (action IN (
     'created', 'confirm', 'check_in', 'complete', 'cancel', 'no_show', 'moved', 'edited', 'booked_online',
     'undo_check_in', 'reinstate', 'services_changed', 'paid', 'deposit_refund', 'deposit_credit', 'deposit_forfeit'))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
