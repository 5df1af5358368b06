import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
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
import { readMail, sentMail } from '../../testing/mail';
import { APPROVED_CARD } from '../../testing/sales';
import type { Invoice, PayLinkReceipt, PayLinkView, PaymentLink } from '../../schemas';

// A visitor paying a link pays what their page showed, or nothing (issue 33 §5): the desk may take
// part of the balance while the page is open, and the card is never charged an amount the visitor
// did not see. Once paid, the receipt is mailed to the invoice's contact.

describe(`paying a link (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let cut: string; // $40.00
  let registerId: string;
  let bea: string;

  const invoiceWithLink = async () => {
    const created = await shop.b.post('/api/invoices', { payload: { contactId: bea, lines: [{ itemId: cut, quantity: 1 }] }, headers: idempotencyKey() });
    assert.equal(created.statusCode, 201, created.body);
    const invoice = created.json<Invoice>();
    const link = (await shop.b.post(`/api/invoices/${invoice.id}/payment-links`)).json<PaymentLink>();
    return { invoice, link };
  };
  const charges = async () =>
    Number(
      (
        await api.db
          .selectFrom('transactions')
          .select(sql<number>`count(*)`.as('n'))
          .where('business_id', '=', shop.businessId)
          .where('tender', '=', 'card')
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    shop = await signUp(api, 'Link Shop');
    cut = await addCatalogueItem(api, shop.businessId, { name: 'Haircut', priceMinor: 4_000 });
    ({ registerId } = await openRegister(api, shop.businessId, 10_000));
    bea = await addContact(api, shop.businessId, { first: 'Bea', last: 'Brown' });
    await api.db.updateTable('contacts').set({ email: 'bea@example.test' }).where('id', '=', bea).execute();
  });
  after(() => api.close());

  it('charges nothing when the balance changed since the page was read (409 amount_changed); the page read again pays the new balance', async () => {
    const { invoice, link } = await invoiceWithLink();
    const guest = await browser(api.app, '203.0.113.9').visit();
    const shown = (await guest.get(`/api/pay/${link.id}`)).json<PayLinkView>();
    assert.equal(shown.amountMinor, 4_000);

    // meanwhile the desk takes $15.00 in cash
    const cash = await shop.b.post(`/api/invoices/${invoice.id}/payments`, {
      payload: { registerId, tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 1_500 }] },
      headers: idempotencyKey(),
    });
    assert.equal(cash.statusCode, 201, cash.body);

    const before = await charges();
    const stale = await guest.post(`/api/pay/${link.id}`, { payload: { card: APPROVED_CARD, amountMinor: shown.amountMinor }, headers: idempotencyKey() });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.equal(stale.json<{ code: string }>().code, 'amount_changed');
    assert.equal(await charges(), before, 'no card attempt recorded');

    const now = (await guest.get(`/api/pay/${link.id}`)).json<PayLinkView>();
    assert.equal(now.amountMinor, 2_500);
    const paid = await guest.post(`/api/pay/${link.id}`, { payload: { card: APPROVED_CARD, amountMinor: now.amountMinor }, headers: idempotencyKey() });
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal(paid.json<PayLinkReceipt>().amountMinor, 2_500);
  });

  it("mails the receipt of a paid link to the invoice's contact, with its PDF; none for a decline", async () => {
    const { link } = await invoiceWithLink();
    const guest = await browser(api.app, '203.0.113.10').visit();
    const declined = await guest.post(`/api/pay/${link.id}`, {
      payload: { card: { ...APPROVED_CARD, number: '4000000000000002' } },
      headers: idempotencyKey(),
    });
    assert.equal(declined.statusCode, 402);
    const mailsBefore = (await sentMail(shop.b, 'bea@example.test')).total;

    const paid = await guest.post(`/api/pay/${link.id}`, { payload: { card: APPROVED_CARD }, headers: idempotencyKey() });
    assert.equal(paid.statusCode, 201, paid.body);
    const receipt = paid.json<PayLinkReceipt>();
    const sent = await sentMail(shop.b, 'bea@example.test');
    assert.equal(sent.total, mailsBefore + 1);
    assert.equal(sent.items[0]!.subject, `Your receipt #${receipt.receiptNumber} from Link Shop`);
    const mail = await readMail(shop.b, sent.items[0]!.mailId);
    assert.deepEqual(
      mail.attachments.map((a) => a.kind),
      ['receipt_pdf'],
    );
  });
});
