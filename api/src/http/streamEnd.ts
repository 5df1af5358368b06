import { Type, type Static } from '@sinclair/typebox';

// How a live-change stream ends when the server ends it (src/http/eventStreams.ts): its last event.

export const STREAM_END_REASONS = ['session_ended', 'replaced'] as const;

/**
 * `event: end`: the session ended (sign-out, expiry, its user removed: the browser's next try is
 * refused 401), or a newer stream of the same session took its place (`replaced`: that tab should
 * not try again until it is looked at again).
 */
export const StreamEnd = Type.Object({ reason: Type.Union(STREAM_END_REASONS.map((reason) => Type.Literal(reason))) });
export type StreamEnd = Static<typeof StreamEnd>;
