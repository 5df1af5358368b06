// Calls that take or return money carry an Idempotency-Key (docs/decisions/0020). The server keeps
// some answers under the key and replays them; the browser makes a new key after those and keeps
// the key after the others. Both read the rule here.

/**
 * Whether a money call's answer is kept under its key: a success, or a card decline (402: the
 * declined attempt is on record). A refusal (any other 4xx) changed nothing, so the corrected
 * request may reuse the key; a server error or no answer at all (undefined) is not an answer to keep.
 */
export const answerIsKept = (status: number | undefined): boolean => status !== undefined && (status < 400 || status === 402);
