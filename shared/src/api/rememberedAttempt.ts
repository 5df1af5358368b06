import { browserStorage } from '../settings/browserStorage';

// A money call on its way when its page is reloaded (or its tab closed and opened again) leaves the
// person who sent it not knowing what happened: a sale completed, or nothing charged? The call's
// Idempotency-Key is kept in the tab's session storage while it is on its way, under the name of
// what it does, so the page that comes back can ask the server what became of it (issue 33 §5).

/** A call that was on its way: its key and when it was sent (epoch milliseconds). */
export type RememberedAttempt = { key: string; sentAt: number };

const storageKey = (name: string) => `frontdesk.attempt.${name}`;

/** the tab's session storage, where there is one */
const storage = () => browserStorage('session');

/** Keeps the key of a call that is being sent. */
export function rememberAttempt(name: string, key: string, now = Date.now()): void {
  try {
    storage()?.setItem(storageKey(name), JSON.stringify({ key, sentAt: now } satisfies RememberedAttempt));
  } catch {
    // a full or refused storage: the call goes on, only its recovery after a reload is lost
  }
}

/** Forgets it: its answer came (whatever it was), or the person has read what became of it. */
export function forgetAttempt(name: string): void {
  storage()?.removeItem(storageKey(name));
}

/** The call of this name that was on its way when the page went, or null. */
export function rememberedAttempt(name: string): RememberedAttempt | null {
  const stored = storage()?.getItem(storageKey(name));
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<RememberedAttempt>;
    return typeof value.key === 'string' && typeof value.sentAt === 'number' ? { key: value.key, sentAt: value.sentAt } : null;
  } catch {
    return null;
  }
}
