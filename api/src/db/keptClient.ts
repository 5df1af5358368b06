import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

// A connection of an API instance's own to PostgreSQL, outside the pool, for what a session holds:
// its LISTENs (db/listener.ts), its liveness lock (db/instances.ts). When it is lost (the server
// restarted, the network) it is made again after 0.1 s, then twice as long each time up to
// `maxWaitMs`, and set up as the last one was.

export type KeptClient = {
  /** the connection: the one made, or the one being made (its first: made now) */
  current(): Promise<pg.Client>;
  close(): Promise<void>;
};

export type KeptClientOptions = {
  /** how it names itself to PostgreSQL (pg_stat_activity.application_name) */
  applicationName: string;
  maxWaitMs: number;
  /** makes a new connection what the lost one was (its LISTENs, its lock) */
  setUp: (client: pg.Client) => Promise<void>;
  /** a lost connection was made again (what it heard meanwhile is lost) */
  restored?: () => void;
};

/** A kept connection to `url`; the first one's failure is the caller's, later ones are tried until one holds. */
export function keptClient(url: string, options: KeptClientOptions): KeptClient {
  let current: Promise<pg.Client> | undefined;
  let closed = false;

  const connect = (again: boolean): Promise<pg.Client> =>
    (current = (async () => {
      for (let wait = 100; ; wait = Math.min(wait * 2, options.maxWaitMs)) {
        if (closed) throw new Error('the connection is closed');
        const client = new pg.Client({ connectionString: url, application_name: options.applicationName });
        // a lost connection is an error event, then its end (below): never the end of the process
        client.on('error', () => {});
        try {
          await client.connect();
          await options.setUp(client);
        } catch (error) {
          await client.end().catch(() => {});
          if (!again) throw error;
          await sleep(wait);
          continue;
        }
        client.once('end', () => {
          if (!closed) void connect(true).catch(() => {});
        });
        if (again) options.restored?.();
        return client;
      }
    })());

  return {
    current: () => current ?? connect(false),
    async close() {
      closed = true;
      const client = await current?.catch(() => undefined);
      await client?.end().catch(() => {});
    },
  };
}
