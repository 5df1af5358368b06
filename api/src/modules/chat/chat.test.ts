import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { followStream, listeningPort, type FollowedStream } from '../../testing/eventStream';
import { browser, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import type { ChatContactList, ChatMessage, ChatThread, ChatThreadList, Problem } from '../../schemas';

// Issue 35 §2: the staff of one business message each other, one to one. A thread is its pair's
// only: another colleague, and another business, can neither read it nor its images nor write in it.

/** a 1×1 PNG, as a data: URL */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
/** a page of HTML that claims to be a PNG */
const FAKE_PNG = `data:image/png;base64,${Buffer.from('<html><script>alert(1)</script></html>').toString('base64')}`;

const idOf = async (b: Browser) => ((await b.get('/api/user_info')).json() as { id: string }).id;

/** the stream's chat events once one about `threadKey` has come (the test's timeout if none does) */
async function chatAbout(stream: FollowedStream, threadKey: string) {
  const heard = () => stream.events.some((e) => e.event === 'chat' && (e.data as { threadKey: string }).threadKey === threadKey);
  while (!heard()) await new Promise((resolve) => setTimeout(resolve, 5));
  return stream.events.filter((e) => e.event === 'chat');
}

describe(`chat (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let sol: Browser;
  let third: Browser;
  let adaId: string;
  let solId: string;

  const send = (b: Browser, payload: object) => b.post('/api/chat/messages/new', { payload });
  const threadOf = (b: Browser, threadKey: string) => b.get(`/api/chat/thread?threadKey=${threadKey}`);

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    shop = await signUp(api, 'Chat Shop');
    other = await signUp(api, 'Chat Other');
    sol = await signInStaff(api, shop.businessId);
    third = await signInStaff(api, shop.businessId);
    [adaId, solId] = await Promise.all([idOf(shop.b), idOf(sol)]);
  });
  after(() => api.close());

  it("lists the business's other active logins as contacts, and no one of another business", async () => {
    const res = await shop.b.get('/api/chat/contacts');
    assert.equal(res.statusCode, 200, res.body);
    const ids = res.json<ChatContactList>().items.map((c) => c.id);
    assert.ok(ids.includes(solId));
    assert.ok(!ids.includes(adaId), 'not oneself');
    assert.equal(ids.length, 2);
    const theirs = (await other.b.get('/api/chat/contacts')).json<ChatContactList>().items;
    assert.deepEqual(theirs, []);
  });

  it('begins a thread with a colleague, counts what they have not read, and mark-as-seen resets only the reader’s count', async () => {
    const first = await send(shop.b, { userId: solId, body: '  Can you open at 9?  ' });
    assert.equal(first.statusCode, 201, first.body);
    const message = first.json<ChatMessage>();
    assert.deepEqual(
      { ...message, id: '', createdAt: '' },
      { id: '', createdAt: '', threadKey: message.threadKey, userId: adaId, body: 'Can you open at 9?', contentType: 'text', attachments: [] },
    );
    // the same pair has one thread, whoever writes first
    const second = await send(sol, { userId: adaId, body: 'Yes' });
    assert.equal(second.json<ChatMessage>().threadKey, message.threadKey);
    assert.equal((await send(shop.b, { threadKey: message.threadKey, body: 'Thanks' })).statusCode, 201);

    const solsList = (await sol.get('/api/chat/threads')).json<ChatThreadList>().items;
    assert.equal(solsList.length, 1);
    const [listed] = solsList as [ChatThread];
    assert.deepEqual(
      [listed.threadKey, listed.type, [...listed.participantIds].sort(), listed.unreadCount],
      [message.threadKey, 'ONE_TO_ONE', [adaId, solId].sort(), 2],
    );
    assert.deepEqual(
      listed.messages.map((m) => m.body),
      ['Thanks'],
    );
    const read = await threadOf(sol, message.threadKey);
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(
      read.json<ChatThread>().messages.map((m) => [m.userId, m.body]),
      [
        [adaId, 'Can you open at 9?'],
        [solId, 'Yes'],
        [adaId, 'Thanks'],
      ],
    );
    assert.equal(read.json<ChatThread>().participants.find((p) => p.id === adaId)?.name, 'Ada Admin');

    const seen = await sol.get(`/api/chat/thread/mark-as-seen?threadKey=${message.threadKey}`);
    assert.equal(seen.statusCode, 204, seen.body);
    assert.equal((await sol.get(`/api/chat/thread/mark-as-seen?threadKey=${message.threadKey}`)).statusCode, 204, 'safe to repeat');
    assert.equal((await threadOf(sol, message.threadKey)).json<ChatThread>().unreadCount, 0);
    // Ada has not read Sol's "Yes": her count is her own
    assert.equal((await threadOf(shop.b, message.threadKey)).json<ChatThread>().unreadCount, 1);
  });

  it('refuses an empty message, a message to oneself and to no one, and an unknown colleague', async () => {
    const empty = await send(shop.b, { userId: solId, body: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json<Problem>().errors?.body?.code, 'required');
    assert.equal((await send(shop.b, { userId: adaId, body: 'Me' })).json<Problem>().errors?.userId?.code, 'invalid_value');
    assert.equal((await send(shop.b, { body: 'Whom?' })).json<Problem>().errors?.userId?.code, 'required');
    const otherId = await idOf(other.b);
    const stranger = await send(shop.b, { userId: otherId, body: 'Hi' });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json<Problem>().errors?.userId?.code, 'not_found');
  });

  it('keeps an image to the thread’s pair, checked by its bytes and served as what it is', async () => {
    const refused = await send(sol, { userId: adaId, attachments: [PNG, FAKE_PNG] });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<Problem>().errors?.['attachments.1']?.code, 'invalid_value');

    const sent = await send(sol, { userId: adaId, body: 'The shelf', attachments: [PNG] });
    assert.equal(sent.statusCode, 201, sent.body);
    const message = sent.json<ChatMessage>();
    assert.equal(message.contentType, 'image');
    assert.equal(message.attachments.length, 1);
    const path = message.attachments[0]!;
    for (const reader of [shop.b, sol]) {
      const image = await reader.get(path);
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['x-content-type-options'], 'nosniff');
      assert.match(String(image.headers['cache-control']), /^private/);
      assert.deepEqual(image.rawPayload, Buffer.from(PNG.split(',')[1]!, 'base64'));
    }
    for (const stranger of [third, other.b]) assert.equal((await stranger.get(path)).statusCode, 404);
    assert.equal(
      (
        await browser(api.app)
          .visit()
          .then((b) => b.get(path))
      ).statusCode,
      401,
    );
  });

  it('a colleague outside the thread, and another business, can neither read it nor write in it nor mark it', async () => {
    const { threadKey } = (await send(shop.b, { userId: solId, body: 'Private' })).json<ChatMessage>();
    for (const stranger of [third, other.b]) {
      assert.equal((await threadOf(stranger, threadKey)).statusCode, 404);
      assert.equal((await stranger.get(`/api/chat/thread/mark-as-seen?threadKey=${threadKey}`)).statusCode, 404);
      assert.equal((await send(stranger, { threadKey, body: 'Let me in' })).statusCode, 404);
      const listed = (await stranger.get('/api/chat/threads')).json<ChatThreadList>().items;
      assert.ok(!listed.some((t) => t.threadKey === threadKey));
    }
    const bodies = (await threadOf(sol, threadKey)).json<ChatThread>().messages.map((m) => m.body);
    assert.ok(!bodies.includes('Let me in'));
  });

  it("tells only the pair's open tabs of a new message, by its thread's key alone", { timeout: 20_000 }, async () => {
    const port = await listeningPort(api);
    const [ada, solTab, thirdTab, theirs] = [followStream(port, shop.b), followStream(port, sol), followStream(port, third), followStream(port, other.b)];
    assert.deepEqual(await Promise.all([ada.opened, solTab.opened, thirdTab.opened, theirs.opened]), [200, 200, 200, 200]);
    const { threadKey } = (await send(sol, { userId: adaId, body: 'Secret words' })).json<ChatMessage>();
    const [heardByAda, heardBySol] = await Promise.all([chatAbout(ada, threadKey), chatAbout(solTab, threadKey)]);
    assert.deepEqual(heardByAda, [{ event: 'chat', data: { threadKey } }]);
    assert.deepEqual(heardBySol, [{ event: 'chat', data: { threadKey } }]);
    assert.deepEqual(thirdTab.events, []);
    assert.deepEqual(theirs.events, []);
    for (const stream of [ada, solTab, thirdTab, theirs]) stream.close();
  });

  it(
    "reaches the reader's tab on another API instance within a second (PostgreSQL LISTEN/NOTIFY)",
    { timeout: 20_000, skip: databaseKind === 'embedded' && 'the embedded database serves one instance' },
    async () => {
      const other = await api.anotherInstance();
      const solTab = followStream(await listeningPort({ app: other }), sol);
      assert.equal(await solTab.opened, 200);
      const started = Date.now();
      const { threadKey } = (await send(shop.b, { userId: solId, body: 'From the other instance' })).json<ChatMessage>();
      await chatAbout(solTab, threadKey);
      assert.ok(Date.now() - started < 1_000, `${Date.now() - started} ms`);
      // the text is read through the instance the reader is on (the session is the database's)
      const solThere = browser(other);
      for (const [name, value] of sol.cookies) solThere.cookies.set(name, value);
      const read = await solThere.get(`/api/chat/thread?threadKey=${threadKey}`);
      assert.equal(read.statusCode, 200, read.body);
      assert.equal(read.json<ChatThread>().messages.at(-1)?.body, 'From the other instance');
      solTab.close();
    },
  );
});
