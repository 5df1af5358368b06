import { EventEmitter } from 'node:events';
import type { Listen } from '../../db/database';
import { BOOKINGS_CHANNEL } from '../bookings/live';
import type { BookingLiveEvent } from '../bookings/schemas';
import { MAIL_CHANNEL } from '../mail/live';
import type { MailLiveEvent } from '../mail/schemas';
import { CHAT_CHANNEL, type ChatNotice } from '../chat/live';
import type { ChatLiveEvent } from '../chat/schemas';
import { KANBAN_CHANNEL } from '../kanban/live';
import type { KanbanLiveEvent } from '../kanban/schemas';
import { SOCIAL_CHANNEL } from '../social/live';
import type { SocialLiveEvent } from '../social/schemas';
import type { MoneyLiveEvent } from './schemas';

// The business's changes, to its signed-in staff at once (decisions 0029, 0045). Each change is
// announced with NOTIFY in the transaction that makes it, so it is heard only once it commits, and
// by every API instance (each LISTENs on one connection of its own); each instance passes it on to
// its own open event streams of that business (GET /api/events). Bookings announce theirs in their
// services (bookings/live.ts); money's are announced by the database itself (migration 0025's
// triggers on invoices, deposits, transactions, register sessions and cash movements), so no writer
// of money can forget to.

/** where the database announces each change of money: migration 0025 */
export const MONEY_CHANNEL = 'frontdesk_money';

/** One change as a stream sends it: the event's name and its data. */
export type LiveMessage =
  | { event: 'booking'; data: BookingLiveEvent }
  | { event: 'money'; data: MoneyLiveEvent }
  | { event: 'mail'; data: MailLiveEvent }
  | { event: 'chat'; data: ChatLiveEvent }
  | { event: 'kanban'; data: KanbanLiveEvent }
  | { event: 'social'; data: SocialLiveEvent };

export type LiveFeed = {
  /** calls `onMessage` with each change of the business (and, given the stream's user, each of theirs: a chat message to them); answers how to stop */
  subscribe(businessId: string, onMessage: (message: LiveMessage) => void, userId?: string): () => void;
  close(): Promise<void>;
};

/** A notice's JSON, or null when it is not (nothing sends one, but a stray NOTIFY must not end the feed). */
function noticeOf<T>(payload: string): (T & { businessId: string }) | null {
  try {
    return JSON.parse(payload) as T & { businessId: string };
  } catch {
    return null;
  }
}

/** where one user's own changes are fanned out (a chat message reaches only its thread's pair) */
const personally = (businessId: string, userId: string) => `${businessId}/${userId}`;

/** The instance's listeners (bookings', money's, mail's, chat's, boards', posts'), fanned out to its subscribers by business (chat's: by user). */
export async function createLiveFeed(listen: Listen): Promise<LiveFeed> {
  const subscribers = new EventEmitter();
  // one stream per signed-in tab: a busy desk has many
  subscribers.setMaxListeners(0);
  const stops = await Promise.all([
    listen(BOOKINGS_CHANNEL, (payload) => {
      const notice = noticeOf<BookingLiveEvent>(payload);
      if (notice) subscribers.emit(notice.businessId, { event: 'booking', data: { kind: notice.kind, bookingId: notice.bookingId } } satisfies LiveMessage);
    }),
    listen(MONEY_CHANNEL, (payload) => {
      const notice = noticeOf<MoneyLiveEvent>(payload);
      if (notice) subscribers.emit(notice.businessId, { event: 'money', data: { topic: notice.topic, id: notice.id } } satisfies LiveMessage);
    }),
    listen(MAIL_CHANNEL, (payload) => {
      const notice = noticeOf<MailLiveEvent>(payload);
      if (notice) subscribers.emit(notice.businessId, { event: 'mail', data: { kind: notice.kind } } satisfies LiveMessage);
    }),
    listen(CHAT_CHANNEL, (payload) => {
      const notice = noticeOf<Omit<ChatNotice, 'businessId'>>(payload);
      if (!notice) return;
      // the pair only, and only the thread's key: its text is read through GET /api/chat/thread
      const message = { event: 'chat', data: { threadKey: notice.threadKey } } satisfies LiveMessage;
      for (const userId of new Set(notice.participantIds)) subscribers.emit(personally(notice.businessId, userId), message);
    }),
    listen(KANBAN_CHANNEL, (payload) => {
      const notice = noticeOf<KanbanLiveEvent>(payload);
      if (notice)
        subscribers.emit(notice.businessId, { event: 'kanban', data: { boardId: notice.boardId, projectId: notice.projectId } } satisfies LiveMessage);
    }),
    listen(SOCIAL_CHANNEL, (payload) => {
      const notice = noticeOf<SocialLiveEvent>(payload);
      if (notice) subscribers.emit(notice.businessId, { event: 'social', data: { kind: notice.kind, postId: notice.postId } } satisfies LiveMessage);
    }),
  ]);
  return {
    subscribe(businessId, onMessage, userId) {
      const keys = userId ? [businessId, personally(businessId, userId)] : [businessId];
      for (const key of keys) subscribers.on(key, onMessage);
      return () => keys.forEach((key) => subscribers.off(key, onMessage));
    },
    close: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
