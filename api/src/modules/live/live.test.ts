import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { followStream, listeningPort, type FollowedStream } from '../../testing/eventStream';
import {
  addCatalogueItem,
  addContact,
  browser,
  databaseKind,
  idempotencyKey,
  openRegister,
  signUp,
  startApi,
  type SignedUp,
  type TestApi,
} from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import type { Invoice, PaymentLink } from '../../schemas';

// Money as it changes reaches the business's open desk pages at once (issue 33 §5): whichever path
// writes it (a sale at the desk, a visitor paying a link, a refund), once its transaction commits,
// and nobody else's.

/** the money events of the stream once one about `id` has come (the test's timeout if none does) */
async function moneyAbout(stream: FollowedStream, id: string) {
  const heard = () => stream.events.some((e) => e.event === 'money' && (e.data as { id: string }).id === id);
  while (!heard()) await new Promise((resolve) => setTimeout(resolve, 10));
  return stream.events.filter((e) => e.event === 'money').map((e) => e.data as { topic: string; id: string });
}

describe(`live money (${databaseKind} database)`, () => {
  let api: TestApi;
  let port: number;
  let shop: SignedUp;
  let other: SignedUp;
  let cut: string;
  let registerId: string;
  let bea: string;

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    port = await listeningPort(api);
    shop = await signUp(api, 'Live Money');
    other = await signUp(api, 'Live Money Other');
    cut = await addCatalogueItem(api, shop.businessId, { name: 'Haircut', priceMinor: 4_000 });
    ({ registerId } = await openRegister(api, shop.businessId, 10_000));
    bea = await addContact(api, shop.businessId, { first: 'Bea', last: 'Brown' });
  });
  after(() => api.close());

  it("tells the business's desks of a cash sale at once (its invoice, transaction and register), and nobody else", { timeout: 20_000 }, async () => {
    const [mine, theirs] = [followStream(port, shop.b), followStream(port, other.b)];
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);
    const sale = await shop.b.post('/api/checkout', {
      payload: { contactId: bea, registerId, lines: [{ itemId: cut, quantity: 1 }], tenders: [{ tender: 'cash', amountMinor: 4_000, tenderedMinor: 5_000 }] },
      headers: idempotencyKey(),
    });
    assert.equal(sale.statusCode, 201, sale.body);
    const invoiceId = sale.json<{ invoice: { id: string } }>().invoice.id;
    const heard = await moneyAbout(mine, registerId);
    const topics = new Set(heard.map((e) => e.topic));
    assert.deepEqual([...topics].sort(), ['invoice', 'register', 'transaction']);
    assert.ok(
      heard.some((e) => e.topic === 'invoice' && e.id === invoiceId),
      JSON.stringify(heard),
    );
    assert.deepEqual(theirs.events, []);
    mine.close();
    theirs.close();
  });

  it("tells the desk when a visitor pays an invoice's link, so its page stops saying the balance is due", { timeout: 20_000 }, async () => {
    const created = await shop.b.post('/api/invoices', { payload: { contactId: bea, lines: [{ itemId: cut, quantity: 1 }] }, headers: idempotencyKey() });
    assert.equal(created.statusCode, 201, created.body);
    const invoice = created.json<Invoice>();
    const link = (await shop.b.post(`/api/invoices/${invoice.id}/payment-links`)).json<PaymentLink>();
    const desk = followStream(port, shop.b);
    assert.equal(await desk.opened, 200);
    const guest = await browser(api.app, '203.0.113.9').visit();
    const paid = await guest.post(`/api/pay/${link.id}`, { payload: { card: APPROVED_CARD }, headers: idempotencyKey() });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.ok((await moneyAbout(desk, invoice.id)).some((e) => e.topic === 'invoice'));
    desk.close();
  });

  it('says nothing of a change that did not commit', { timeout: 20_000 }, async () => {
    const desk = followStream(port, shop.b);
    assert.equal(await desk.opened, 200);
    await api.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('invoices').set({ note: 'rolled back' }).where('business_id', '=', shop.businessId).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // a committed change after it: once its notice has come, the rolled-back one would have come before it
    const { sessionId } = await openRegister(api, shop.businessId, 0, 'Second till');
    const second = await api.db.selectFrom('register_sessions').select('register_id').where('id', '=', sessionId).executeTakeFirstOrThrow();
    const heard = await moneyAbout(desk, second.register_id);
    assert.deepEqual(
      heard.filter((e) => e.topic === 'invoice'),
      [],
    );
    desk.close();
  });
});
