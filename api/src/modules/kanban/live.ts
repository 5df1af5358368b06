import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';
import type { KanbanLiveEvent } from './schemas';

// A board's changes, to the signed-in staff of its business at once (issue 35 §3), as bookings
// announce theirs (bookings/live.ts): NOTIFY in the transaction that makes the change, heard once
// it commits by every API instance's live feed (modules/live/feed.ts).

/** where a board's change is announced (heard by modules/live/feed.ts) */
export const KANBAN_CHANNEL = 'frontdesk_kanban';

/** Announces a change of one of the tenant's boards, in the unit of work that makes it. */
export async function boardChanged(tenant: Tenant, event: KanbanLiveEvent): Promise<void> {
  const notice = { businessId: tenant.businessId, ...event };
  await sql`SELECT pg_notify(${KANBAN_CHANNEL}, ${JSON.stringify(notice)})`.execute(tenant.db);
}
