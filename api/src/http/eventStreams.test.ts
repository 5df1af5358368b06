import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SESSION_TTL_MS } from './session';
import { followStream, listeningPort, type FollowedStream } from '../testing/eventStream';
import { TEST_ADMIN_PASSWORD, browser, databaseKind, signInStaff, signUp, startApi, type TestApi } from '../testing/harness';
import { STREAMS_PER_SESSION } from './eventStreams';

// A live-change stream lives no longer than its session, and a session holds a few (issue 31 §9).
// "At once" here is what the database's notice takes (milliseconds): each test waits for the end it
// expects, and would wait for ever (its timeout) without it.

const TIMEOUT = { timeout: 20_000 };

/** the reason of the stream's `end` event, once the server has ended it */
async function endOf(stream: FollowedStream) {
  await stream.ended;
  return stream.events.filter((e) => e.event === 'end').map((e) => e.data);
}

describe(`live-change streams and their session (${databaseKind} database)`, () => {
  let api: TestApi;
  let port: number;

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    port = await listeningPort(api);
  });
  after(() => api.close());

  it("ends a session's streams at once when it signs out, and no other session's", TIMEOUT, async () => {
    const admin = await signUp(api, 'Streams Sign Out');
    const elsewhere = browser(api.app);
    assert.equal((await elsewhere.login(admin.email, TEST_ADMIN_PASSWORD)).statusCode, 200);
    const [mine, theirs] = [followStream(port, admin.b), followStream(port, elsewhere)];
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);

    const signedOut = browser(api.app);
    for (const [name, value] of admin.b.cookies) signedOut.cookies.set(name, value);
    assert.equal((await signedOut.post('/api/logout')).statusCode, 204);

    assert.deepEqual(await endOf(mine), [{ reason: 'session_ended' }]);
    assert.equal(await followStream(port, admin.b).opened, 401);
    // the same user's other session follows on
    const again = followStream(port, elsewhere);
    assert.equal(await again.opened, 200);
    assert.deepEqual(theirs.events, []);
    theirs.close();
    again.close();
  });

  it('ends the streams of a session whose user is removed', TIMEOUT, async () => {
    const { businessId } = await signUp(api, 'Streams Removed');
    const staff = await signInStaff(api, businessId);
    const stream = followStream(port, staff);
    assert.equal(await stream.opened, 200);
    const email = (await staff.get('/api/user_info')).json<{ email: string }>().email;
    await api.db.deleteFrom('users').where('email', '=', email).execute();
    assert.deepEqual(await endOf(stream), [{ reason: 'session_ended' }]);
  });

  it(`holds ${STREAMS_PER_SESSION} streams a session: a newer one replaces the oldest, which is told so`, TIMEOUT, async () => {
    const admin = await signUp(api, 'Streams Capped');
    const other = await signUp(api, 'Streams Capped Other');
    const theirs = followStream(port, other.b);
    assert.equal(await theirs.opened, 200);
    // one after the other: which is the oldest is the order the server opened them in
    const tabs: FollowedStream[] = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) {
      tabs.push(followStream(port, admin.b));
      assert.equal(await tabs[i]!.opened, 200);
    }

    const newest = followStream(port, admin.b);
    assert.equal(await newest.opened, 200);
    assert.deepEqual(await endOf(tabs[0]!), [{ reason: 'replaced' }]);
    const next = followStream(port, admin.b);
    assert.equal(await next.opened, 200);
    assert.deepEqual(await endOf(tabs[1]!), [{ reason: 'replaced' }]);
    // the rest of the session's and the other session's streams are still open
    for (const stream of [theirs, ...tabs.slice(2), newest, next]) {
      assert.deepEqual(stream.events, []);
      stream.close();
    }
  });
});

describe(`live-change streams and their session's expiry (${databaseKind} database)`, () => {
  let api: TestApi;
  // the server's clock, moved on by the test
  let ahead = 0;

  before(async () => {
    api = await startApi({ jobs: false, seed: false, now: () => new Date(Date.now() + ahead) });
  });
  after(() => api.close());

  it('ends a stream when its session runs out', TIMEOUT, async () => {
    const admin = await signUp(api, 'Streams Expiry');
    const port = await listeningPort(api);
    // two seconds before the session runs out
    ahead = SESSION_TTL_MS - 2_000;
    const stream = followStream(port, admin.b);
    assert.equal(await stream.opened, 200);
    assert.deepEqual(await endOf(stream), [{ reason: 'session_ended' }]);
    assert.equal(await followStream(port, admin.b).opened, 401);
  });
});
