import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';

// A chat message, to its thread's pair at once (issue 35 §2). Announced with NOTIFY in the
// transaction that stores it, so it is heard only once it commits, and by every API instance; the
// live feed (modules/live/feed.ts) passes it on to the open event streams of the pair's sessions
// only, as the thread's key: the text is read by the pair through GET /api/chat/thread.

/** where a chat message is announced (heard by modules/live/feed.ts) */
export const CHAT_CHANNEL = 'frontdesk_chat';

/** What the channel carries: the thread, and whose streams may hear of it. */
export type ChatNotice = { businessId: string; threadKey: string; participantIds: string[] };

/** Announces a new message of the thread to its pair, in the unit of work that stores it. */
export async function chatChanged(tenant: Tenant, threadKey: string, participantIds: string[]): Promise<void> {
  const notice: ChatNotice = { businessId: tenant.businessId, threadKey, participantIds };
  await sql`SELECT pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`.execute(tenant.db);
}
