import { sql } from 'kysely';
import { personName } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { ImageType } from '../../http/images';
import { CHAT_MESSAGES_MAX } from './schemas';

// The chat's SQL (migration 0037). A thread is reached only through one of its pair: every read and
// write below names the reader, so another colleague's thread is not found, like another business's.

/** the most threads the list answers, the latest first */
const THREADS_MAX = 200;

/** Where `userId` is one of the thread's pair (the table's alias `chat_threads`). */
const ofPair = (userId: string) => sql<boolean>`(chat_threads.user_low = ${userId} OR chat_threads.user_high = ${userId})`;

export type ThreadRow = { id: string; user_low: string; user_high: string; unread: number };

/** The reader's threads, the latest written first, with their unread counts. */
export async function threadRows(tenant: Tenant, userId: string, threadId?: string): Promise<ThreadRow[]> {
  let query = tenant
    .selectFrom('chat_threads')
    .leftJoin('chat_reads', (join) => join.onRef('chat_reads.thread_id', '=', 'chat_threads.id').on('chat_reads.user_id', '=', userId))
    .select(['chat_threads.id', 'chat_threads.user_low', 'chat_threads.user_high'])
    .select(
      sql<number>`(SELECT count(*)::int FROM chat_messages m WHERE m.thread_id = chat_threads.id AND m.user_id <> ${userId}
                    AND m.number > coalesce(chat_reads.seen_number, 0))`.as('unread'),
    )
    .where(ofPair(userId));
  if (threadId) query = query.where('chat_threads.id', '=', threadId);
  return query.orderBy('chat_threads.last_at', 'desc').orderBy('chat_threads.id').limit(THREADS_MAX).execute();
}

export type MessageRow = {
  id: string;
  thread_id: string;
  user_id: string;
  body: string;
  content_type: 'text' | 'image';
  created_at: Date;
  attachment_ids: string[];
};

const messageColumns = (tenant: Tenant) =>
  tenant
    .selectFrom('chat_messages')
    .select([
      'chat_messages.id',
      'chat_messages.thread_id',
      'chat_messages.user_id',
      'chat_messages.body',
      'chat_messages.content_type',
      'chat_messages.created_at',
    ])
    .select(
      sql<string[]>`coalesce((SELECT array_agg(a.id ORDER BY a.position) FROM chat_attachments a WHERE a.message_id = chat_messages.id), '{}')`.as(
        'attachment_ids',
      ),
    );

/** A thread's latest messages, oldest first. */
export async function messageRows(tenant: Tenant, threadId: string): Promise<MessageRow[]> {
  const latest = await messageColumns(tenant)
    .where('chat_messages.thread_id', '=', threadId)
    .orderBy('chat_messages.number', 'desc')
    .limit(CHAT_MESSAGES_MAX)
    .execute();
  return latest.reverse();
}

/** Each thread's latest message. */
export async function lastMessageRows(tenant: Tenant, threadIds: string[]): Promise<MessageRow[]> {
  if (threadIds.length === 0) return [];
  return messageColumns(tenant)
    .innerJoin('chat_threads', (join) =>
      join.onRef('chat_threads.id', '=', 'chat_messages.thread_id').onRef('chat_threads.last_number', '=', 'chat_messages.number'),
    )
    .where('chat_messages.thread_id', 'in', threadIds)
    .execute();
}

/** The business's logins among `ids` (any status), named. */
export function peopleRows(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenant
    .selectFrom('users')
    .select(['users.id', 'users.avatar', personName('users').as('name')])
    .where('users.id', 'in', ids)
    .execute();
}

/** The business's active logins other than the reader's, by name. */
export function colleagueRows(tenant: Tenant, userId: string) {
  return tenant
    .selectFrom('users')
    .select(['users.id', 'users.avatar', personName('users').as('name')])
    .where('users.status', '=', 'active')
    .where('users.id', '<>', userId)
    .orderBy(sql`lower(${personName('users')})`)
    .orderBy('users.id')
    .execute();
}

/** Whether `userId` is an active login of the business. */
export async function isActiveLogin(tenant: Tenant, userId: string): Promise<boolean> {
  const row = await tenant.selectFrom('users').select('id').where('id', '=', userId).where('status', '=', 'active').executeTakeFirst();
  return row !== undefined;
}

export type Numbered = { id: string; user_low: string; user_high: string; last_number: number };

/** The next message's number in the pair's thread (begun when they have none), holding the thread until the unit of work ends. */
export function nextNumberOfPair(tenant: Tenant, a: string, b: string): Promise<Numbered> {
  const [low, high] = a < b ? [a, b] : [b, a];
  return tenant
    .insertInto('chat_threads', [{ user_low: low, user_high: high, last_number: 1 }])
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'user_low', 'user_high']).doUpdateSet({ last_number: sql`chat_threads.last_number + 1`, last_at: sql`now()` }),
    )
    .returning(['id', 'user_low', 'user_high', 'last_number'])
    .executeTakeFirstOrThrow();
}

/** The next message's number in the reader's thread, or undefined when it is not theirs. */
export function nextNumberOfThread(tenant: Tenant, threadId: string, userId: string): Promise<Numbered | undefined> {
  return tenant
    .updateTable('chat_threads')
    .set({ last_number: sql`last_number + 1`, last_at: sql`now()` })
    .where('id', '=', threadId)
    .where(ofPair(userId))
    .returning(['id', 'user_low', 'user_high', 'last_number'])
    .executeTakeFirst();
}

/** Writes a message and its images. */
export async function insertMessage(
  tenant: Tenant,
  message: { thread_id: string; number: number; user_id: string; body: string; content_type: 'text' | 'image' },
  images: { contentType: ImageType; bytes: Buffer }[],
): Promise<MessageRow> {
  const row = await tenant
    .insertInto('chat_messages', [message])
    .returning(['id', 'thread_id', 'user_id', 'body', 'content_type', 'created_at'])
    .executeTakeFirstOrThrow();
  if (images.length === 0) return { ...row, attachment_ids: [] };
  const attachments = await tenant
    .insertInto(
      'chat_attachments',
      images.map((image, position) => ({ message_id: row.id, position, content_type: image.contentType, bytes: image.bytes })),
    )
    .returning(['id', 'position'])
    .execute();
  return { ...row, attachment_ids: attachments.sort((a, b) => a.position - b.position).map((a) => a.id) };
}

/** Moves the reader's marker to the thread's latest message (never back); false when the thread is not theirs. */
export async function markSeen(tenant: Tenant, threadId: string, userId: string): Promise<boolean> {
  const row = await sql<{ thread_id: string }>`
    INSERT INTO chat_reads (business_id, thread_id, user_id, seen_number)
    SELECT chat_threads.business_id, chat_threads.id, ${userId}, chat_threads.last_number FROM chat_threads
     WHERE chat_threads.business_id = ${tenant.businessId} AND chat_threads.id = ${threadId} AND ${ofPair(userId)}
    ON CONFLICT (thread_id, user_id) DO UPDATE SET seen_number = GREATEST(chat_reads.seen_number, excluded.seen_number)
    RETURNING thread_id`.execute(tenant.db);
  return row.rows.length > 0;
}

/** An image of a message in one of the reader's threads. */
export function attachmentRow(tenant: Tenant, attachmentId: string, userId: string) {
  return tenant
    .selectFrom('chat_attachments')
    .innerJoin('chat_messages', 'chat_messages.id', 'chat_attachments.message_id')
    .innerJoin('chat_threads', 'chat_threads.id', 'chat_messages.thread_id')
    .select(['chat_attachments.content_type', 'chat_attachments.bytes'])
    .where('chat_attachments.id', '=', attachmentId)
    .where(ofPair(userId))
    .executeTakeFirst();
}
