// What a live change of the business makes stale (GET /api/events, followed by the shell's live
// feed): the first parts of the query keys whose answers it may change. A feature that reads
// bookings or money keys its queries under one of these, so a change seen on another desk, or by a
// customer paying a link, redraws its page without a reload.

import type { QueryKey } from '@tanstack/react-query';
import { FEED_KEY } from '../social/posts';

/** by the stream's event name: a booking's change, a change of money (an invoice, a deposit, a transaction, a register), a mail, a chat message to the reader, a board's change, a post */
export const LIVE_QUERY_ROOTS = {
  // the team's feed shows bookings made and sales taken: it redraws with them
  booking: [['bookings'], FEED_KEY],
  money: [['invoices'], ['transactions'], ['deposits'], ['registers'], ['reports'], FEED_KEY],
  // a mail sent in the business, an email of it queued or its delivery settled (every query of Mail)
  mail: [['mail']],
  chat: [['chat']],
  // a board's change (a card moved, a list added): the boards, and the projects' figures of their cards
  kanban: [['kanban'], ['projects']],
  // a colleague's post written or deleted: the team's feed
  social: [FEED_KEY],
} as const satisfies Record<string, readonly QueryKey[]>;

export type LiveEventName = keyof typeof LIVE_QUERY_ROOTS;
