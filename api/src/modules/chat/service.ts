import type { Tenant } from '../../db/tenant';
import { imageOf, type Image } from '../../http/images';
import type { FieldError } from '../../http/errors';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { chatChanged } from './live';
import {
  attachmentRow,
  colleagueRows,
  insertMessage,
  isActiveLogin,
  lastMessageRows,
  markSeen,
  messageRows,
  nextNumberOfPair,
  nextNumberOfThread,
  peopleRows,
  threadRows,
  type MessageRow,
  type ThreadRow,
} from './repo';
import {
  CHAT_IMAGE_BYTES_MAX,
  type ChatContact,
  type ChatContactList,
  type ChatMessage,
  type ChatMessageInput,
  type ChatThread,
  type ChatThreadList,
} from './schemas';

// One-to-one chat between the staff of a business (issue 35 §2, docs/decisions/0058). Every call
// names its reader: a thread is theirs only when they are one of its pair; another's is not found.

/** where an image of a message is read (the pair only) */
export const attachmentPath = (attachmentId: string) => `/api/chat/attachments/${attachmentId}`;

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  threadKey: row.thread_id,
  userId: row.user_id,
  body: row.body,
  contentType: row.content_type,
  attachments: row.attachment_ids.map(attachmentPath),
  createdAt: isoDateTime(row.created_at),
});

/** The threads as the reader sees them: their pair named, their messages given. */
async function toThreads(tenant: Tenant, rows: ThreadRow[], messagesOf: (threadId: string) => MessageRow[]): Promise<ChatThread[]> {
  const people = await peopleRows(tenant, [...new Set(rows.flatMap((row) => [row.user_low, row.user_high]))]);
  const byId = new Map(people.map((person): [string, ChatContact] => [person.id, { id: person.id, name: person.name, avatar: person.avatar }]));
  return rows.map((row) => {
    const participantIds = [row.user_low, row.user_high];
    return {
      threadKey: row.id,
      type: 'ONE_TO_ONE',
      participantIds,
      participants: participantIds.map((id) => byId.get(id) ?? { id, name: '', avatar: '' }),
      unreadCount: row.unread,
      messages: messagesOf(row.id).map(toMessage),
    };
  });
}

/** GET /api/chat/contacts: the colleagues the reader can write to. */
export async function chatContacts(tenant: Tenant, userId: string): Promise<ChatContactList> {
  const rows = await colleagueRows(tenant, userId);
  return { items: rows.map((row) => ({ id: row.id, name: row.name, avatar: row.avatar })) };
}

/** GET /api/chat/threads: the reader's threads, the latest written first, each with its latest message. */
export async function chatThreads(tenant: Tenant, userId: string): Promise<ChatThreadList> {
  const rows = await threadRows(tenant, userId);
  const last = await lastMessageRows(
    tenant,
    rows.map((row) => row.id),
  );
  return { items: await toThreads(tenant, rows, (threadId) => last.filter((message) => message.thread_id === threadId)) };
}

/** GET /api/chat/thread: one of the reader's threads with its latest messages. */
export async function chatThread(tenant: Tenant, userId: string, threadKey: string): Promise<Result<ChatThread>> {
  const [row] = await threadRows(tenant, userId, threadKey);
  if (!row) return refuse('not_found', 'No such thread');
  const messages = await messageRows(tenant, row.id);
  const [thread] = await toThreads(tenant, [row], () => messages);
  return ok(thread as ChatThread);
}

/** GET /api/chat/thread/mark-as-seen: the reader has read the thread to its latest message (their own marker only). */
export async function markThreadSeen(tenant: Tenant, userId: string, threadKey: string): Promise<Result<null>> {
  return (await markSeen(tenant, threadKey, userId)) ? ok(null) : refuse('not_found', 'No such thread');
}

/** The message's images, or the first refused one's error (by its place in `attachments`). */
function imagesOf(attachments: string[]): Image[] | { field: string; error: FieldError } {
  const images: Image[] = [];
  for (const [i, dataUrl] of attachments.entries()) {
    const image = imageOf(dataUrl, CHAT_IMAGE_BYTES_MAX);
    if ('error' in image) return { field: `attachments.${i}`, error: image.error };
    images.push(image);
  }
  return images;
}

/**
 * POST /api/chat/messages/new, in a unit of work: the reader's message into their thread
 * (threadKey), or to a colleague (userId), whose thread with the reader is begun when there is
 * none. The pair hears of it once it commits (live.ts).
 */
export async function sendMessage(tenant: Tenant, userId: string, input: ChatMessageInput): Promise<Result<ChatMessage>> {
  const body = input.body.trim();
  const images = imagesOf(input.attachments);
  if (!Array.isArray(images)) return invalid({ [images.field]: images.error });
  if (!body && images.length === 0) return invalid({ body: fieldError('required', 'Write a message or attach an image') });
  let thread;
  if (input.threadKey) {
    thread = await nextNumberOfThread(tenant, input.threadKey, userId);
    if (!thread) return refuse('not_found', 'No such thread');
  } else {
    if (!input.userId) return invalid({ userId: fieldError('required', 'Say whom to write to (userId) or which thread (threadKey)') });
    if (input.userId === userId) return invalid({ userId: fieldError('invalid_value', 'A message goes to a colleague, not to oneself') });
    if (!(await isActiveLogin(tenant, input.userId))) return invalid({ userId: fieldError('not_found', 'No such colleague') });
    thread = await nextNumberOfPair(tenant, userId, input.userId);
  }
  const row = await insertMessage(
    tenant,
    { thread_id: thread.id, number: thread.last_number, user_id: userId, body, content_type: images.length ? 'image' : 'text' },
    images,
  );
  await chatChanged(tenant, thread.id, [thread.user_low, thread.user_high]);
  return ok(toMessage(row));
}

/** GET /api/chat/attachments/{id}: an image of one of the reader's threads. */
export async function chatAttachment(tenant: Tenant, userId: string, attachmentId: string): Promise<Result<Image>> {
  const row = await attachmentRow(tenant, attachmentId, userId);
  if (!row) return refuse('not_found', 'No such image');
  return ok({ contentType: row.content_type, bytes: Buffer.from(row.bytes) });
}
