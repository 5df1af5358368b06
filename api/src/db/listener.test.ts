import { setTimeout as sleep } from 'node:timers/promises';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKind, freshDatabase } from '../testing/harness';
import { sql, type OpenDatabase } from './database';
import { LISTENER_APPLICATION_NAME } from './listener';

// An instance's LISTEN connection lost (PostgreSQL restarted, the network) is made again with its
// channels, and its followers are told that notifications may have been missed (db/listener.ts).

describe(
  'the database listener, when its connection is lost',
  { skip: databaseKind !== 'postgres' && 'the embedded database has no connection to lose' },
  () => {
    let database: OpenDatabase;
    let drop: () => Promise<void>;
    before(async () => {
      const fresh = await freshDatabase();
      drop = fresh.drop;
      database = await fresh.open();
    });
    after(async () => {
      await database.close();
      await drop();
    });

    const notify = (channel: string, payload: string) => sql`SELECT pg_notify(${channel}, ${payload})`.execute(database.db);
    const until = async (done: () => boolean, what: string) => {
      for (let waited = 0; !done(); waited += 20) {
        if (waited > 10_000) assert.fail(`${what}: not within 10 s`);
        await sleep(20);
      }
    };

    it('connects again with every channel and tells its followers of the gap', async () => {
      const heard: string[] = [];
      let gaps = 0;
      const stopA = await database.listen(
        'frontdesk_test_a',
        (payload) => heard.push(`a:${payload}`),
        () => (gaps += 1),
      );
      const stopB = await database.listen('frontdesk_test_b', (payload) => heard.push(`b:${payload}`));
      await notify('frontdesk_test_a', '1');
      await until(() => heard.length === 1, 'the first notification');

      // the server ends the listening connection, as a restart does
      const { rows } = await sql<{ ended: boolean }>`
      SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`.execute(database.db);
      assert.deepEqual(
        rows.map((r) => r.ended),
        [true],
      );
      await until(() => gaps === 1, 'the gap told');
      await notify('frontdesk_test_a', '2');
      await notify('frontdesk_test_b', '3');
      await until(() => heard.length === 3, 'the notifications after the reconnection');
      assert.deepEqual(heard, ['a:1', 'a:2', 'b:3']);

      // a follower that stopped hears nothing more
      await stopA();
      await notify('frontdesk_test_a', '4');
      await notify('frontdesk_test_b', '5');
      await until(() => heard.length === 4, 'the other channel');
      assert.deepEqual(heard.slice(3), ['b:5']);
      await stopB();
    });
  },
);
