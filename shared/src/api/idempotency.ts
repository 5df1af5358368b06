// Calls that take or return money carry an Idempotency-Key (api/src/http/idempotency.ts): the same
// key for every retry of one attempt, a new one for the next attempt. useApiMutation({ idempotent })
// and usePublicMutation (public pages) hold the key of a form's attempt through `attemptKey`;
// nothing else makes one.

import { answerIsKept } from '@frontdesk/money';
import { statusOf } from './problem';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random key (UUID v4 form). crypto.randomUUID needs a secure context; getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One attempt's key, held by a form's mutation: `current` is the key to send, `settled` is told how the call ended. */
export type AttemptKey = { current: () => string; settled: (error: unknown) => void };

/**
 * The Idempotency-Key of a form's attempts: the same for every retry of one attempt (a lost answer,
 * a refusal corrected), a new one once the server kept an answer to it (a success, a decline:
 * answerIsKept, the server's own rule).
 */
export function attemptKey(): AttemptKey {
  let key: string | null = null;
  return {
    current: () => (key ??= newIdempotencyKey()),
    settled: (error) => {
      if (!error || answerIsKept(statusOf(error))) key = null;
    },
  };
}
