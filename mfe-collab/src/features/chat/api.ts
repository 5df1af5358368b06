import { api, queryOptions, type ChatContactList, type ChatMessage, type ChatMessageInput, type ChatThread, type ChatThreadList } from '@frontdesk/shared';

// Chat between the staff of a business (issue 35 §2). Every query keys under ['chat'], which a
// chat event of the live feed makes stale (LIVE_QUERY_ROOTS): a message sent to the reader redraws
// the open thread and the list without a reload.

/** GET /api/chat/contacts: the colleagues the reader can write to. */
export const chatContactsQuery = () =>
  queryOptions({
    queryKey: ['chat', 'contacts'],
    queryFn: ({ signal }) => api.get('api/chat/contacts', { signal }).json<ChatContactList>(),
  });

/** GET /api/chat/threads: the reader's threads, the latest written first, each with its latest message and unread count. */
export const chatThreadsQuery = () =>
  queryOptions({
    queryKey: ['chat', 'threads'],
    queryFn: ({ signal }) => api.get('api/chat/threads', { signal }).json<ChatThreadList>(),
  });

/** GET /api/chat/thread: one thread with its latest messages, oldest first. */
export const chatThreadQuery = (threadKey: string) =>
  queryOptions({
    queryKey: ['chat', 'thread', threadKey],
    queryFn: ({ signal }) => api.get('api/chat/thread', { searchParams: { threadKey }, signal }).json<ChatThread>(),
  });

/** POST /api/chat/messages/new → 201 the message (its threadKey: the thread begun with a colleague). */
export const sendChatMessage = (input: ChatMessageInput) => api.post('api/chat/messages/new', { json: input }).json<ChatMessage>();

/** GET /api/chat/thread/mark-as-seen → 204: the reader's unread count of the thread is 0. */
export async function markChatThreadSeen(threadKey: string): Promise<void> {
  await api.get('api/chat/thread/mark-as-seen', { searchParams: { threadKey } });
}
