import { sql, type RawBuilder } from 'kysely';
import type { CursorPosition } from '../../http/paging';
import { personName } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { FeedKind } from './schemas';

/** a row of the feed as the database gives it: `cursor_at` is its time to the microsecond (a cursor's) */
export type FeedRow = {
  kind: FeedKind;
  id: string;
  at: Date | string;
  cursor_at: string;
  actor_id: string | null;
  actor_name: string | null;
  subject: string;
  body: string;
  html: string | null;
  source: string | null;
  starts_at: Date | string | null;
  amount_minor: number | null;
  currency: string | null;
  receipt_number: number | null;
};

export type FeedFilter = { before: CursorPosition | null; limit: number; authorId: string | null };

/**
 * One page of the feed: each source read newest first from its (business, created_at, id) index,
 * `limit` rows at most from each, merged and cut to `limit`. One statement, however deep the page
 * (the cursor, not an offset). Hand-written SQL, so each branch names the business itself.
 */
export async function feedRows(tenant: Tenant, { before, limit, authorId }: FeedFilter): Promise<FeedRow[]> {
  const business = tenant.businessId;
  /** the branch's rows older than the cursor, and (a profile's activity) only the author's */
  const where = (table: string, actor: string) => {
    const conditions: RawBuilder<unknown>[] = [sql`${sql.ref(`${table}.business_id`)} = ${business}`];
    if (before) conditions.push(sql`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)}) < (${before.at}::timestamptz, ${before.id}::uuid)`);
    if (authorId) conditions.push(sql`${sql.ref(`${table}.${actor}`)} = ${authorId}::uuid`);
    return sql.join(conditions, sql` AND `);
  };
  const newest = (table: string) => sql`ORDER BY ${sql.ref(`${table}.created_at`)} DESC, ${sql.ref(`${table}.id`)} DESC LIMIT ${limit}`;
  const contactOf = (table: string) =>
    sql`LEFT JOIN contacts ON contacts.business_id = ${sql.ref(`${table}.business_id`)} AND contacts.id = ${sql.ref(`${table}.contact_id`)}`;

  const branches = [
    sql`(SELECT 'post' AS kind, staff_posts.id, staff_posts.created_at AS at, staff_posts.author_id AS actor_id, '' AS subject,
        staff_posts.body, staff_posts.html, NULL::text AS source, NULL::timestamptz AS starts_at,
        NULL::integer AS amount_minor, NULL::text AS currency, NULL::integer AS receipt_number
      FROM staff_posts WHERE ${where('staff_posts', 'author_id')} ${newest('staff_posts')})`,
    // a visitor's hold is not a booking yet
    sql`(SELECT 'booking', bookings.id, bookings.created_at, bookings.created_by, ${personName('contacts')},
        '', NULL, bookings.source, bookings.starts_at, NULL, NULL, NULL
      FROM bookings ${contactOf('bookings')}
      WHERE ${where('bookings', 'created_by')} AND bookings.status <> 'held' ${newest('bookings')})`,
    sql`(SELECT 'sale', transactions.id, transactions.created_at, transactions.user_id, ${personName('contacts')},
        '', NULL, NULL, NULL, transactions.amount_minor, transactions.currency, transactions.number
      FROM transactions ${contactOf('transactions')}
      WHERE ${where('transactions', 'user_id')} AND transactions.kind = 'payment' AND transactions.status = 'succeeded' ${newest('transactions')})`,
  ];
  // a contact's row does not say who added it: a profile's activity has none
  if (!authorId) {
    branches.push(sql`(SELECT 'contact', contacts.id, contacts.created_at, NULL::uuid, ${personName('contacts')},
        '', NULL, contacts.source, NULL, NULL, NULL, NULL
      FROM contacts WHERE ${where('contacts', 'id')} ${newest('contacts')})`);
  }

  const { rows } = await sql<FeedRow>`
    SELECT feed.*, to_char(feed.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
      CASE WHEN users.id IS NULL THEN NULL ELSE ${personName('users')} END AS actor_name
    FROM (${sql.join(branches, sql` UNION ALL `)}) AS feed
    LEFT JOIN users ON users.business_id = ${business} AND users.id = feed.actor_id
    ORDER BY feed.at DESC, feed.id DESC
    LIMIT ${limit}`.execute(tenant.db);
  return rows;
}

export function insertPost(tenant: Tenant, authorId: string, body: string, html: string | null) {
  return tenant
    .insertInto('staff_posts', [{ author_id: authorId, body, html }])
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** the post's author, or undefined when the business has no such post */
export async function postAuthor(tenant: Tenant, postId: string) {
  const row = await tenant.selectFrom('staff_posts').select('author_id').where('id', '=', postId).executeTakeFirst();
  return row?.author_id;
}

export function deletePost(tenant: Tenant, postId: string) {
  return tenant.deleteFrom('staff_posts').where('id', '=', postId).execute();
}
