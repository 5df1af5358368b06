import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';
import type { SocialLiveEvent } from './schemas';

// A post written or taken down, to the signed-in staff of its business at once, as a board's change
// is (kanban/live.ts): NOTIFY in the transaction that makes it, heard once it commits by every API
// instance's live feed (modules/live/feed.ts). Bookings and sales, the feed's other items, have
// their own events already.

/** where a post's change is announced (heard by modules/live/feed.ts) */
export const SOCIAL_CHANNEL = 'frontdesk_social';

/** Announces a post of the tenant's feed written or deleted, in the unit of work that does it. */
export async function feedChanged(tenant: Tenant, event: SocialLiveEvent): Promise<void> {
  const notice = { businessId: tenant.businessId, ...event };
  await sql`SELECT pg_notify(${SOCIAL_CHANNEL}, ${JSON.stringify(notice)})`.execute(tenant.db);
}
