import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';
import type { BookingLiveEvent } from './schemas';

// Bookings as they change, to the signed-in staff of their business at once (issue 11 §9). A change
// is announced with NOTIFY in the transaction that makes it, so it is heard only once it commits,
// and by every API instance; the live feed (modules/live/feed.ts) passes it on to the business's
// open event streams (GET /api/events).

/** where a booking's change is announced (heard by modules/live/feed.ts) */
export const BOOKINGS_CHANNEL = 'frontdesk_bookings';

export type LiveEvent = BookingLiveEvent;
type Notice = LiveEvent & { businessId: string };

/** Announces a change of a booking of the tenant's business, in the unit of work that makes it. */
export async function bookingChanged(tenant: Tenant, event: LiveEvent): Promise<void> {
  const notice: Notice = { businessId: tenant.businessId, ...event };
  await sql`SELECT pg_notify(${BOOKINGS_CHANNEL}, ${JSON.stringify(notice)})`.execute(tenant.db);
}
