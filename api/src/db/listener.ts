import pg from 'pg';

// An API instance's LISTEN on PostgreSQL: one connection for every channel it follows (bookings',
// money's, mail's, chat's, boards', posts', sessions' ends), outside the pool, since LISTEN holds it.
// A connection lost (the server restarted, the network) is made again, with every channel, after
// 0.1 s, then twice as long each time up to RECONNECT_MAX_MS; the notifications sent meanwhile are
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pgListener(url: string): Listener {
  const followers = new Map<string, Set<(payload: string) => void>>();
  const gaps = new Set<() => void>();
  let current: Promise<pg.Client> | undefined;
  let closed = false;
  // the connection's commands one after another: pg runs one query at a time on a client (and its
  // next major version refuses a second while one runs), and channels are followed from many places at once
  let commands: Promise<unknown> = Promise.resolve();
  const command = (client: pg.Client, text: string) => {
    const run = commands.then(() => client.query(text));
    commands = run.catch(() => {});
    return run;
  };

  /** A connection listening to every followed channel; the first is made once, the next ones until one holds. */
  const connect = (again: boolean): Promise<pg.Client> =>
    (current = (async () => {
      for (let wait = 100; ; wait = Math.min(wait * 2, RECONNECT_MAX_MS)) {
        if (closed) throw new Error('the listener is closed');
        const client = new pg.Client({ connectionString: url, application_name: LISTENER_APPLICATION_NAME });
        // an error event without a listener would end the process; its end is handled below
        client.on('error', () => {});
        try {
          await client.connect();
          client.on('notification', ({ channel, payload }) => {
            if (payload !== undefined) for (const onPayload of followers.get(channel) ?? []) onPayload(payload);
          });
          for (const channel of followers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          client.once('end', () => {
            if (!closed) void connect(true).catch(() => {});
          });
          if (again) for (const onGap of gaps) onGap();
          return client;
        } catch (error) {
          await client.end().catch(() => {});
          if (!again) throw error;
          await sleep(wait);
        }
      }
    })());

  return {
    async listen(channel, onPayload, onGap) {
      const client = await (current ?? connect(false));
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
        const client = await current?.catch(() => undefined);
        if (client) await command(client, `UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      const client = await current?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}
