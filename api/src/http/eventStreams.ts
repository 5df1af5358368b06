import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Listen } from '../db/database';
import { SESSION_COOKIE, sessionKey, type FindSession } from './session';
import type { StreamEnd } from './streamEnd';

// A signed-in tab's live-change stream (server-sent events) lives no longer than its session, and a
// session holds a few at most (issue 31 §9, docs/decisions/0034). A session ends by the deletion of
// its row, whatever deletes it (migration 0021's trigger announces it on SESSIONS_ENDED_CHANNEL to
// every instance): its streams end at once. Its expiry deletes nothing, so each stream checks its
// session when it runs out, and again at every heartbeat, in case this instance missed the notice
// (a listener's lost connection): at most a heartbeat late.

/** where the database announces each session's end (the hex SHA-256 of its token): migration 0021 */
export const SESSIONS_ENDED_CHANNEL = 'frontdesk_sessions_ended';

/**
 * A session's open streams on one instance. A desk has a few tabs, and a browser opens at most six
 * connections to a server over HTTP/1.1: five streams leave it one for everything else.
 */
export const STREAMS_PER_SESSION = 5;

/** how often an idle stream says it is still there (proxies close a silent connection), and its session is checked */
export const HEARTBEAT_MS = 25_000;

/** how long the browser waits before it opens a dropped stream again */
const RETRY_MS = 5_000;

/** Sends one event on the stream. */
export type SendEvent = (event: string, data: unknown) => void;

export type EventStreams = {
  /**
   * Answers a signed-in request (behind requireSession) with an event stream: `follow` starts sending
   * on it and answers how to stop. The session's oldest stream ends when it would hold more than
   * STREAMS_PER_SESSION.
   */
  open(req: FastifyRequest, reply: FastifyReply, follow: (send: SendEvent) => () => void): void;
  /** ends every stream (a closing server: their browsers come back to another instance) */
  endAll(): void;
  close(): Promise<void>;
};

type Stream = { end: (reason: StreamEnd['reason'] | null) => void };

/** This instance's event streams, by session, ended when their session ends. */
export async function createEventStreams(listen: Listen, findSession: FindSession, now: () => Date = () => new Date()): Promise<EventStreams> {
  // each session's streams, oldest first (a Set keeps the order of insertion)
  const bySession = new Map<string, Set<Stream>>();
  const endSession = (key: string) => {
    for (const stream of [...(bySession.get(key) ?? [])]) stream.end('session_ended');
  };
  const endAll = () => {
    for (const streams of [...bySession.values()]) for (const stream of [...streams]) stream.end(null);
  };
  // notices this instance may have missed (its database listener reconnected): every stream ends,
  // and its browser comes back and reads again what it shows (shell: LiveFeed)
  const stopListening = await listen(SESSIONS_ENDED_CHANNEL, endSession, endAll);

  return {
    open(req, reply, follow) {
      const token = req.cookies[SESSION_COOKIE] ?? '';
      const key = sessionKey(token);
      const streams = bySession.get(key) ?? new Set<Stream>();
      bySession.set(key, streams);
      for (const oldest of [...streams].slice(0, Math.max(0, streams.size - STREAMS_PER_SESSION + 1))) oldest.end('replaced');

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const send: SendEvent = (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const unfollow = follow(send);
      let timer: NodeJS.Timeout | undefined;
      let ended = false;
      const stream: Stream = {
        end(reason) {
          if (ended) return;
          ended = true;
          clearTimeout(timer);
          unfollow();
          streams.delete(stream);
          if (streams.size === 0 && bySession.get(key) === streams) bySession.delete(key);
          if (reason) send('end', { reason } satisfies StreamEnd);
          res.end();
        },
      };
      streams.add(stream);
      // the next look at the session: at the heartbeat, or when it runs out if that comes first
      const checkBy = (expiresAt: Date) => {
        timer = setTimeout(check, Math.max(0, Math.min(HEARTBEAT_MS, expiresAt.getTime() - now().getTime())));
      };
      const check = async () => {
        // undefined: the database did not answer now; the next heartbeat asks again
        const signedIn = await findSession(token).catch(() => undefined);
        if (ended) return;
        if (signedIn === null) return stream.end('session_ended');
        res.write(': still here\n\n');
        checkBy(signedIn?.session.expiresAt ?? new Date(now().getTime() + HEARTBEAT_MS));
      };
      checkBy(req.signedIn!.session.expiresAt);
      req.raw.on('close', () => stream.end(null));
    },
    endAll,
    close: stopListening,
  };
}
