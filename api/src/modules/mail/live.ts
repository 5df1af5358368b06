import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';
import type { MailLiveEvent } from './schemas';

// Mail as it comes and goes, to the signed-in staff of its business at once (issue 35 §1): a
// colleague's mail, an email of the business queued, its delivery settled. Announced with NOTIFY in
// the transaction that makes it, heard once it commits (modules/live/feed.ts), as bookings' are.

/** where a change of the business's mail is announced (heard by modules/live/feed.ts) */
export const MAIL_CHANNEL = 'frontdesk_mail';

/** Announces a change of the tenant's business's mail, in the unit of work that makes it. */
export async function mailChanged(tenant: Tenant, event: MailLiveEvent): Promise<void> {
  await sql`SELECT pg_notify(${MAIL_CHANNEL}, ${JSON.stringify({ businessId: tenant.businessId, ...event })})`.execute(tenant.db);
}
