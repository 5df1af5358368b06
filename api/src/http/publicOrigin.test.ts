import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, startApi, type TestApi } from '../testing/harness';
import { at, details, mailedCode, nextTuesday, onlineShop, visitor } from '../testing/bookings';
import type { VisitorBooking } from '../schemas';

// Every link a mail carries is made on the configured public address (PUBLIC_ORIGIN), never on the
// request's Host: a visitor who sends `Host: evil.example` must not make the business mail its
// customer a genuine message whose links (and their tokens) lead to the attacker's site.

const ORIGIN = 'https://desk.example.com';
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe(`links in mail come from PUBLIC_ORIGIN (${databaseKind} database)`, () => {
  let api: TestApi;

  before(async () => {
    api = await startApi({ jobs: false, seed: false, config: { publicOrigin: ORIGIN } });
  });
  after(() => api.close());

  const mailsOf = (businessId: string) =>
    api.db.selectFrom('outbox').select(['subject', 'text_body', 'html_body']).where('business_id', '=', businessId).orderBy('created_at').execute();

  it("mails a booking's confirmation and cancellation with links on the public address, whatever Host the visitor sent", async () => {
    const shop = await onlineShop(api, 'Origin Shop');
    const v = await visitor(api);
    const held = await v.post(`/api/book/businesses/${shop.businessId}/holds`, {
      payload: { serviceIds: [shop.serviceId], startsAt: at(nextTuesday(), '09:00') },
      headers: FORGED,
    });
    assert.equal(held.statusCode, 201, held.body);
    const { token } = held.json<VisitorBooking>();
    // the details mail a code (a code only: no link); the code books it
    assert.equal((await v.post(`/api/book/holds/${token}/confirm`, { payload: details, headers: FORGED })).statusCode, 202);
    const verified = await v.post(`/api/book/holds/${token}/verify`, { payload: { code: await mailedCode(api, shop.businessId) }, headers: FORGED });
    assert.equal(verified.statusCode, 200, verified.body);
    assert.equal((await v.post(`/api/book/bookings/${token}/cancel`, { payload: {}, headers: FORGED })).statusCode, 200);
    const mails = await mailsOf(shop.businessId);
    assert.equal(mails.length, 3);
    assert.match(mails[0]!.subject, /is your code for Origin Shop$/);
    // the confirmation's manage link carries the booking's token: on the public address only
    assert.ok(mails[1]!.text_body.includes(`${ORIGIN}/book?business=${shop.businessId}&manage=${token}`), mails[1]!.text_body);
    assert.ok(mails[2]!.text_body.includes(`${ORIGIN}/book?business=${shop.businessId}`), mails[2]!.text_body);
    for (const mail of mails) assert.ok(!`${mail.text_body}${mail.html_body}`.includes('evil.example'), mail.subject);
  });

  it("sends an invoice's pay link on the public address, whatever Host the desk's request came with", async () => {
    const shop = await onlineShop(api, 'Origin Invoices');
    const contactId = await addContact(api, shop.businessId);
    await api.db.updateTable('contacts').set({ email: 'payer@example.test' }).where('id', '=', contactId).execute();
    const invoice = await shop.b.post('/api/invoices', {
      headers: idempotencyKey(),
      payload: { contactId, status: 'open', lines: [{ name: 'Groom', unitPriceMinor: 5_000, quantity: 1 }] },
    });
    assert.equal(invoice.statusCode, 201, invoice.body);
    const sent = await shop.b.post(`/api/invoices/${invoice.json<{ id: string }>().id}/send`, { payload: {}, headers: { ...idempotencyKey(), ...FORGED } });
    assert.equal(sent.statusCode, 202, sent.body);
    const { paymentLink } = sent.json<{ paymentLink: { id: string; url: string } }>();
    assert.equal(paymentLink.url, `${ORIGIN}/pay/${paymentLink.id}`);
    const [mail] = await mailsOf(shop.businessId);
    assert.ok(mail!.text_body.includes(`${ORIGIN}/pay/${paymentLink.id}`));
    assert.ok(!`${mail!.text_body}${mail!.html_body}`.includes('evil.example'));
  });
});
