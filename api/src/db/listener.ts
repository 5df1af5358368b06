import pg from 'pg';
import { keptClient } from './keptClient';

// An API instance's LISTEN on PostgreSQL: one connection for every channel it follows (bookings',
// money's, mail's, chat's, boards', posts', sessions' ends), outside the pool, since LISTEN holds it
// (db/keptClient.ts). A connection lost (the server restarted, the network) is made again, with
// every channel, after 0.1 s, then twice as long each time up to RECONNECT_MAX_MS; the notifications sent meanwhile are
// lost to this instance, so each follower that asked is told (`onGap`): the event streams end, and
// their browsers come back and read again (docs/decisions/0063).

export const RECONNECT_MAX_MS = 5_000;

/** how the listening connection names itself to PostgreSQL (pg_stat_activity.application_name) */
export const LISTENER_APPLICATION_NAME = 'frontdesk listener';

export type Listener = {
  /** Hears `channel`; `onGap` when notifications may have been missed (a reconnection). Answers how to stop. */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export function pgListener(url: string): Listener {
  const followers = new Map<string, Set<(payload: string) => void>>();
  const gaps = new Set<() => void>();
  const kept = keptClient(url, {
    applicationName: LISTENER_APPLICATION_NAME,
    maxWaitMs: RECONNECT_MAX_MS,
    async setUp(client) {
      client.on('notification', ({ channel, payload }) => {
        if (payload !== undefined) for (const onPayload of followers.get(channel) ?? []) onPayload(payload);
      });
      for (const channel of followers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    restored: () => {
      for (const onGap of gaps) onGap();
    },
  });
  // the connection's commands one after another: pg runs one query at a time on a client (and its
  // next major version refuses a second while one runs), and channels are followed from many places at once
  let commands: Promise<unknown> = Promise.resolve();
  const command = (client: pg.Client, text: string) => {
    const run = commands.then(() => client.query(text));
    commands = run.catch(() => {});
    return run;
  };

  return {
    async listen(channel, onPayload, onGap) {
      const client = await kept.current();
      let channelFollowers = followers.get(channel);
      if (!channelFollowers) {
        followers.set(channel, (channelFollowers = new Set()));
        await command(client, `LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      channelFollowers.add(onPayload);
      if (onGap) gaps.add(onGap);
      return async () => {
        channelFollowers.delete(onPayload);
        if (onGap) gaps.delete(onGap);
        if (channelFollowers.size || followers.get(channel) !== channelFollowers) return;
        followers.delete(channel);
        const client = await kept.current().catch(() => undefined);
        if (client) await command(client, `UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    close: () => kept.close(),
  };
}
