import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { Listen } from '../../db/database';
import type { Tenant } from '../../db/tenant';
import type { BookingLiveEvent } from './schemas';

// Bookings as they change, to the signed-in staff of their business at once (issue 11 §9). A change
// is announced with NOTIFY in the transaction that makes it, so it is heard only once it commits,
// and by every API instance (each LISTENs on one connection of its own); each instance passes it on
// to its own open event streams of that business (GET /api/bookings/events).

export const LIVE_CHANNEL = 'frontdesk_bookings';

export type LiveEvent = BookingLiveEvent;
type Notice = LiveEvent & { businessId: string };

/** Announces a change of a booking of the tenant's business, in the unit of work that makes it. */
export async function bookingChanged(tenant: Tenant, event: LiveEvent): Promise<void> {
  const notice: Notice = { businessId: tenant.businessId, ...event };
  await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`.execute(tenant.db);
}

export type LiveFeed = {
  /** calls `onEvent` with each change of the business's bookings; answers how to stop */
  subscribe(businessId: string, onEvent: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
};

/** The instance's one listener, fanned out to its subscribers by business. */
export async function createLiveFeed(listen: Listen): Promise<LiveFeed> {
  const subscribers = new EventEmitter();
  // one stream per signed-in tab: a busy desk has many
  subscribers.setMaxListeners(0);
  const stop = await listen(LIVE_CHANNEL, (payload) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      return;
    }
    subscribers.emit(notice.businessId, { kind: notice.kind, bookingId: notice.bookingId } satisfies LiveEvent);
  });
  return {
    subscribe(businessId, onEvent) {
      subscribers.on(businessId, onEvent);
      return () => subscribers.off(businessId, onEvent);
    },
    close: stop,
  };
}
