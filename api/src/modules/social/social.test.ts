import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addBooking, addContact, databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import { followStream, listeningPort } from '../../testing/eventStream';
import { cardSale } from '../../testing/sales';
import type { FeedItem, FeedPage } from './schemas';

// Issue 35 §4: the social feed is the business's own activity and its staff's posts, newest first,
// paged by cursor; another business's never shows, and its posts cannot be deleted.

describe(`social feed (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let staff: Browser;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Feed Shop');
    other = await signUp(api, 'Other Shop');
    staff = await signInStaff(api, shop.businessId);
  });
  after(() => api.close());

  async function feed(b: Browser, query = ''): Promise<FeedPage> {
    const res = await b.get(`/api/social/feed${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as FeedPage;
  }

  async function post(b: Browser, payload: object): Promise<FeedItem> {
    const res = await b.post('/api/social/posts', { payload });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as FeedItem;
  }

  it('shows bookings made, sales taken, contacts added and posts, newest first, each naming who and for whom', async () => {
    const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
    const bookingId = await addBooking(api, shop.businessId, contactId);
    const sale = await cardSale(shop.b, [{ name: 'Wash', unitPriceMinor: 2500, quantity: 1 }], contactId);
    const written = await post(staff, { body: '  Welcome to the team!  ' });

    const { items } = await feed(shop.b);
    assert.deepEqual(
      items.slice(0, 4).map((item) => [item.kind, item.id]),
      [
        ['post', written.id],
        ['sale', sale.transactions[0]!.id],
        ['booking', bookingId],
        ['contact', contactId],
      ],
    );
    const [first, sold, booked, added] = items;
    assert.equal(first!.body, 'Welcome to the team!');
    assert.deepEqual(first!.actor?.name, 'Sol Staff');
    assert.equal(sold!.subject, 'Marta Núñez');
    assert.equal(sold!.amountMinor, 2500);
    assert.equal(sold!.receiptNumber, sale.transactions[0]!.number);
    assert.equal(sold!.actor?.name, 'Ada Admin');
    assert.equal(booked!.subject, 'Marta Núñez');
    assert.equal(booked!.source, 'desk');
    assert.ok(booked!.startsAt);
    assert.equal(added!.subject, 'Marta Núñez');
    assert.equal(added!.actor, null);
  });

  it("never shows another business's activity, and keeps a staff member's own activity apart", async () => {
    assert.deepEqual((await feed(other.b)).items, []);
    const mine = await post(other.b, { body: 'Only ours' });
    assert.ok(!(await feed(shop.b, '?limit=50')).items.some((item) => item.id === mine.id));

    const staffOnly = await feed(shop.b, `?authorId=${first((await feed(staff)).items, 'post').actor!.id}`);
    assert.ok(staffOnly.items.length > 0);
    assert.ok(staffOnly.items.every((item) => item.actor?.name === 'Sol Staff'));
  });

  it('refuses a blank or too long post and a cursor it did not write, and stores nothing', async () => {
    const before = (await feed(shop.b)).items.length;
    for (const body of ['   ', '', 'x'.repeat(2001)]) {
      const res = await shop.b.post('/api/social/posts', { payload: { body } });
      assert.equal(res.statusCode, 400, res.body);
      assert.ok((res.json() as { errors: Record<string, unknown> }).errors.body, res.body);
    }
    assert.equal((await feed(shop.b)).items.length, before);
    const res = await shop.b.get('/api/social/feed?before=bm90LWEtY3Vyc29y');
    assert.equal(res.statusCode, 400, res.body);
  });

  it("stores a post's HTML sanitized: no script, handler, image or script address", async () => {
    const written = await post(shop.b, {
      body: 'Hello bold link',
      html: '<p dir="ltr" class="x" style="color:red">Hello <strong>bold</strong> <a href="javascript:alert(1)" onclick="steal()">bad</a> <a href="https://example.org">link</a><img src=x onerror="steal()"><script>steal()</script></p>',
    });
    assert.equal(
      written.html,
      '<p>Hello <strong>bold</strong> <a rel="noopener noreferrer nofollow" target="_blank">bad</a> <a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
    );
    assert.equal(first((await feed(shop.b)).items, 'post').html, written.html);
  });

  it('pages by cursor: every item once, newest first, however many pages', async () => {
    for (let i = 0; i < 5; i += 1) await post(shop.b, { body: `Post ${i}` });
    const all = (await feed(shop.b, '?limit=50')).items;
    const seen: FeedItem[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page: FeedPage = await feed(shop.b, `?limit=3${next ? `&before=${next}` : ''}`);
      assert.ok(page.items.length <= 3);
      seen.push(...page.items);
      next = page.next;
    }
    assert.deepEqual(
      seen.map((item) => item.id),
      all.map((item) => item.id),
    );
    const times = seen.map((item) => item.at);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  it("lets a post's author or an admin delete it, and no one else", async () => {
    const staffPost = await post(staff, { body: 'Mine to delete' });
    const adminPost = await post(shop.b, { body: 'Not yours' });
    assert.equal((await staff.delete(`/api/social/posts/${adminPost.id}`)).statusCode, 403);
    assert.equal((await other.b.delete(`/api/social/posts/${staffPost.id}`)).statusCode, 404);
    assert.equal((await staff.delete(`/api/social/posts/${staffPost.id}`)).statusCode, 204);
    assert.equal((await shop.b.delete(`/api/social/posts/${adminPost.id}`)).statusCode, 204);
    const ids = (await feed(shop.b, '?limit=50')).items.map((item) => item.id);
    assert.ok(!ids.includes(staffPost.id) && !ids.includes(adminPost.id));
  });

  it("tells the business's open streams of a post written or deleted once it commits, and nobody else", { timeout: 20_000 }, async () => {
    const port = await listeningPort(api);
    const [mine, theirs] = [followStream(port, shop.b), followStream(port, other.b)];
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);
    const heard = () => mine.events.filter((e) => e.event === 'social').map((e) => e.data);
    const written = await post(staff, { body: 'Live from the desk' });
    while (heard().length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    // a refused post announces nothing
    assert.equal((await staff.post('/api/social/posts', { payload: { body: '   ' } })).statusCode, 400);
    assert.equal((await staff.delete(`/api/social/posts/${written.id}`)).statusCode, 204);
    while (heard().length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(heard(), [
      { kind: 'posted', postId: written.id },
      { kind: 'deleted', postId: written.id },
    ]);
    assert.deepEqual(
      theirs.events.filter((e) => e.event === 'social'),
      [],
    );
    mine.close();
    theirs.close();
  });
});

function first(items: FeedItem[], kind: FeedItem['kind']): FeedItem {
  const item = items.find((candidate) => candidate.kind === kind);
  assert.ok(item, `no ${kind} in the feed`);
  return item;
}
