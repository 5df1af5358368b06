import type { ChatContact, ChatThread } from '@frontdesk/shared';

/** The other one of the thread's pair (the reader's colleague), or undefined if not named. */
export const colleagueOf = (thread: ChatThread, me: string | undefined): ChatContact | undefined =>
  thread.participants.find((person) => person.id !== me) ?? thread.participants[0];

/** What the reader calls each writer: "You", the colleague's name, or `someone` for a name no longer known. */
export function writerName(thread: ChatThread, userId: string, me: string | undefined, texts: { you: string; someone: string }): string {
  if (userId === me) return texts.you;
  return thread.participants.find((person) => person.id === userId)?.name || texts.someone;
}

/** whether a path's key is a thread's (a UUID): anything else is not found without asking */
export const isThreadKey = (key: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
