import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { addContact, databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import { readMail } from '../../testing/mail';
import { pdfText } from '../../testing/pdfText';
import { cardSale } from '../../testing/sales';
import type { Receipt, RuntimeConfig } from '../../schemas';
import { customerTexts } from '../../pdf/texts';
import { createTestProcessor } from '../money/providers/testProcessor';

// The test processor approves any valid-looking card and moves no money (issue 31 §4): whoever reads
// a page, a receipt or a mail that a payment went through it is told "test mode".

/** a shop with a contact who has an email, on a server */
async function shopOn(api: TestApi, name: string) {
  const shop = await signUp(api, name);
  const contactId = await addContact(api, shop.businessId, { first: 'Marta', last: 'Núñez' });
  await shop.b.patch(`/api/contacts/${contactId}`, { payload: { email: 'marta@example.test' } });
  return { ...shop, contactId };
}

const receipt = async (shop: SignedUp, transactionId: string) => (await shop.b.get(`/api/transactions/${transactionId}/receipt`)).json() as Receipt;
const receiptPdfText = async (shop: SignedUp, transactionId: string) =>
  pdfText((await shop.b.get(`/api/transactions/${transactionId}/receipt.pdf`)).rawPayload).join(' ');
async function mailText(shop: SignedUp, queued: { statusCode: number; body: string; json(): unknown }) {
  assert.equal(queued.statusCode, 202, queued.body);
  const { mailId } = queued.json() as { mailId: string };
  return (await readMail(shop.b, mailId)).text;
}
const emailReceipt = (shop: SignedUp, transactionId: string) =>
  shop.b.post(`/api/transactions/${transactionId}/receipt/email`, { payload: {}, headers: idempotencyKey() });
async function sendInvoice(shop: SignedUp & { contactId: string }) {
  const created = await shop.b.post('/api/invoices', {
    headers: idempotencyKey(),
    payload: { contactId: shop.contactId, status: 'open', lines: [{ name: 'Deluxe groom', unitPriceMinor: 98_765, quantity: 1 }] },
  });
  assert.equal(created.statusCode, 201, created.body);
  return shop.b.post(`/api/invoices/${(created.json() as { id: string }).id}/send`, { payload: {}, headers: idempotencyKey() });
}

const RECEIPT_MARK = customerTexts.receipt.testMode;
const LINK_MARK = customerTexts.mail.payTestMode;

describe(`test mode, said wherever a payment goes through the test processor (${databaseKind} database)`, () => {
  let testing: TestApi;
  let real: TestApi;

  before(async () => {
    testing = await startApi({ seed: false, jobs: false });
    // a processor that answers as the test one does but is another (a real processor's adapter, offline)
    real = await startApi({ seed: false, jobs: false, provider: { ...createTestProcessor(), name: 'stripe' } });
  });
  after(() => Promise.all([testing.close(), real.close()]));

  it('tells the desk and the pay page through /config.json, from the processor the server uses', async () => {
    assert.equal(((await testing.app.inject({ method: 'GET', url: '/config.json' })).json() as RuntimeConfig).testMode, true);
    assert.equal(((await real.app.inject({ method: 'GET', url: '/config.json' })).json() as RuntimeConfig).testMode, false);
  });

  it("marks the receipt of a card the test processor took, on its page, its PDF and its email; not a check's", async () => {
    const shop = await shopOn(testing, 'Test Mode Receipts');
    const card = (await cardSale(shop.b, [{ name: 'Bath', unitPriceMinor: 4_550, quantity: 1 }], shop.contactId)).transactions[0]!;
    assert.equal((await receipt(shop, card.id)).testMode, true);
    assert.ok((await receiptPdfText(shop, card.id)).includes(RECEIPT_MARK));
    assert.ok((await mailText(shop, await emailReceipt(shop, card.id))).includes(RECEIPT_MARK));

    const paidByCheck = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: {
        contactId: shop.contactId,
        lines: [{ name: 'Nails', unitPriceMinor: 1_200, quantity: 1 }],
        tenders: [{ tender: 'check', amountMinor: 1_200, checkNumber: '1042' }],
      },
    });
    assert.equal(paidByCheck.statusCode, 201, paidByCheck.body);
    const check = (paidByCheck.json() as { transactions: { id: string }[] }).transactions[0]!;
    assert.equal((await receipt(shop, check.id)).testMode, false);
    assert.ok(!(await receiptPdfText(shop, check.id)).includes(RECEIPT_MARK));
    assert.ok(!(await mailText(shop, await emailReceipt(shop, check.id))).includes(RECEIPT_MARK));
  });

  it('keeps the mark on a receipt by the processor that took its card, not the one the server uses now', async () => {
    const shop = await shopOn(real, 'Test Mode Moved On');
    const card = (await cardSale(shop.b, [{ name: 'Bath', unitPriceMinor: 4_550, quantity: 1 }], shop.contactId)).transactions[0]!;
    assert.equal((await receipt(shop, card.id)).testMode, false);
    // the same card as the test processor would have recorded it, before this server moved to another
    await real.db.updateTable('transactions').set({ provider: 'test' }).where('id', '=', card.id).execute();
    assert.equal((await receipt(shop, card.id)).testMode, true);
    assert.ok((await receiptPdfText(shop, card.id)).includes(RECEIPT_MARK));
  });

  it("says in an invoice's mail that its pay link charges no card, while cards go through the test processor", async () => {
    const sentOn = async (api: TestApi, name: string) => {
      const shop = await shopOn(api, name);
      return mailText(shop, await sendInvoice(shop));
    };
    assert.ok((await sentOn(testing, 'Test Mode Invoice')).includes(LINK_MARK));
    assert.ok(!(await sentOn(real, 'Real Invoice')).includes(LINK_MARK));
  });
});
