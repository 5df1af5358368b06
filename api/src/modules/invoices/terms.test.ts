import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addCatalogueItem,
  addContact,
  databaseKind,
  idempotencyKey,
  openRegister,
  signInStaff,
  signUp,
  startApi,
  type SignedUp,
  type TestApi,
} from '../../testing/harness';
import { readMail } from '../../testing/mail';
import type { InvoiceDetail, Sale } from './moneySchemas';
import type { Invoice } from './schemas';

// Issue 33 §7: an invoice made at the desk with its due day, terms and note, which change until it
// is sent (paid or void); a paid invoice with refunds says so; a refund's reason is in its history.

describe(`an invoice's terms, its refunds shown (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let cut: string; // $40.00, untaxed
  let registerId: string;
  let bea: string;

  const create = async (body: object) => {
    const res = await shop.b.post('/api/invoices', { payload: body, headers: idempotencyKey() });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Invoice;
  };
  const edit = (id: string, body: object, as = shop.b) => as.patch(`/api/invoices/${id}`, { payload: body, headers: idempotencyKey() });
  const detailOf = async (id: string) => (await shop.b.get(`/api/invoices/${id}`)).json() as InvoiceDetail;
  const payAll = async (invoice: Invoice) => {
    const res = await shop.b.post(`/api/invoices/${invoice.id}/payments`, {
      payload: { registerId, tenders: [{ tender: 'cash', amountMinor: invoice.balanceMinor, tenderedMinor: invoice.balanceMinor }] },
      headers: idempotencyKey(),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Sale;
  };
  const refund = async (invoiceId: string, transactionId: string, amountMinor: number, reason: string) => {
    const res = await shop.b.post(`/api/invoices/${invoiceId}/refunds`, {
      payload: { registerId, refunds: [{ transactionId, amountMinor }], reason },
      headers: idempotencyKey(),
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Sale;
  };

  before(async () => {
    api = await startApi({ jobs: false });
    shop = await signUp(api, 'Terms Shop');
    cut = await addCatalogueItem(api, shop.businessId, { name: 'Haircut', priceMinor: 4_000 });
    ({ registerId } = await openRegister(api, shop.businessId, 10_000));
    bea = await addContact(api, shop.businessId, { first: 'Bea', last: 'Brown' });
  });
  after(() => api.close());

  it('makes an invoice with catalogue and custom lines, a due day, terms and a note; a draft is not issued', async () => {
    const draft = await create({
      contactId: bea,
      status: 'draft',
      lines: [
        { itemId: cut, quantity: 2 },
        { name: 'Call-out fee', unitPriceMinor: 1_550, quantity: 1 },
      ],
      dueOn: '2099-02-14',
      terms: '  Payable within 14 days  ',
      note: 'Thanks for your custom',
    });
    assert.equal(draft.status, 'draft');
    assert.equal(draft.displayStatus, 'draft');
    assert.equal(draft.totalMinor, 9_550);
    assert.equal(draft.terms, 'Payable within 14 days');
    assert.equal(draft.note, 'Thanks for your custom');
    assert.equal(draft.dueOn, '2099-02-14');
    assert.equal(draft.sentAt, null);
    assert.equal(draft.issuedAt, null);
    assert.deepEqual(
      draft.lines.map((line) => [line.kind, line.name, line.totalMinor]),
      [
        ['service', 'Haircut', 8_000],
        ['custom', 'Call-out fee', 1_550],
      ],
    );
  });

  it('changes the due day, terms and note of a draft and of an open invoice not yet sent, and records what changed', async () => {
    const invoice = await create({ contactId: bea, lines: [{ itemId: cut, quantity: 1 }] });
    assert.equal(invoice.dueOn, null);
    const changed = await edit(invoice.id, { dueOn: '2099-03-01', terms: 'Net 30' });
    assert.equal(changed.statusCode, 200, changed.body);
    const after = changed.json() as Invoice;
    assert.deepEqual([after.dueOn, after.terms, after.note], ['2099-03-01', 'Net 30', '']);
    const noted = (await edit(invoice.id, { note: 'Bring the receipt' })).json() as Invoice;
    assert.deepEqual([noted.dueOn, noted.terms, noted.note], ['2099-03-01', 'Net 30', 'Bring the receipt'], 'what is not given stays');
    // the due day taken off
    assert.equal(((await edit(invoice.id, { dueOn: null })).json() as Invoice).dueOn, null);

    const history = (await detailOf(invoice.id)).history.filter((event) => event.action === 'invoice.edited');
    assert.deepEqual(
      history.map((event) => event.detail.fields),
      [['dueOn', 'terms'], ['note'], ['dueOn']],
    );
    // nothing changed, nothing recorded
    await edit(invoice.id, { terms: 'Net 30' });
    assert.equal((await detailOf(invoice.id)).history.filter((event) => event.action === 'invoice.edited').length, 3);

    const draft = await create({ lines: [{ itemId: cut, quantity: 1 }], status: 'draft' });
    assert.equal((await edit(draft.id, { terms: 'Deposit first' })).statusCode, 200);
    // staff may change them too (the desk makes invoices)
    const staff = await signInStaff(api, shop.businessId);
    assert.equal((await edit(draft.id, { note: 'From the desk' }, staff)).statusCode, 200);
  });

  it('refuses a due day in the past and a text past its length; an empty change changes nothing', async () => {
    const invoice = await create({ lines: [{ itemId: cut, quantity: 1 }] });
    const past = await edit(invoice.id, { dueOn: '2000-01-01' });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().errors.dueOn.code, 'invalid_date');
    assert.equal((await edit(invoice.id, {})).statusCode, 200);
    assert.equal((await detailOf(invoice.id)).history.filter((event) => event.action === 'invoice.edited').length, 0);
    assert.equal((await edit(invoice.id, { terms: 'x'.repeat(2001) })).statusCode, 400);
  });

  it('keeps the due day, terms and note once the invoice is sent, paid in part or void (409)', async () => {
    const sent = await create({ contactId: bea, lines: [{ itemId: cut, quantity: 1 }], terms: 'Net 7' });
    const mailed = await shop.b.post(`/api/invoices/${sent.id}/send`, { payload: { to: 'bea@example.com' }, headers: idempotencyKey() });
    assert.equal(mailed.statusCode, 202, mailed.body);
    // the mail tells the customer the terms
    const mail = await readMail(shop.b, mailed.json().mailId);
    assert.match(mail.text, /^Terms: Net 7$/m);
    assert.match(mail.html, /Terms: Net 7/);
    const afterSending = (await detailOf(sent.id)).invoice;
    assert.notEqual(afterSending.sentAt, null);
    const refused = await edit(sent.id, { terms: 'Net 30' });
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'conflict');
    assert.match(refused.json().detail, /sent/);
    assert.equal((await detailOf(sent.id)).invoice.terms, 'Net 7');

    const partly = await create({ lines: [{ itemId: cut, quantity: 1 }] });
    await shop.b.post(`/api/invoices/${partly.id}/payments`, {
      payload: { registerId, tenders: [{ tender: 'cash', amountMinor: 1_000, tenderedMinor: 1_000 }] },
      headers: idempotencyKey(),
    });
    assert.equal((await edit(partly.id, { note: 'x' })).statusCode, 409);

    const voided = await create({ lines: [{ itemId: cut, quantity: 1 }] });
    await shop.b.post(`/api/invoices/${voided.id}/void`, { payload: { reason: 'Wrong customer' }, headers: idempotencyKey() });
    assert.equal((await edit(voided.id, { note: 'x' })).statusCode, 409);
  });

  it('shows a paid invoice with part of its money given back as partly refunded, then refunded; its status stays paid', async () => {
    const invoice = await create({ contactId: bea, lines: [{ itemId: cut, quantity: 1 }] });
    const paid = await payAll(invoice);
    assert.equal(paid.invoice.displayStatus, 'paid');
    const payment = paid.transactions[0]!;
    const part = await refund(invoice.id, payment.id, 1_500, 'Fringe not as asked');
    assert.equal(part.invoice.status, 'paid');
    assert.equal(part.invoice.displayStatus, 'partly_refunded');
    const listed = (await shop.b.get(`/api/invoices?q=${invoice.number}`)).json().items as Invoice[];
    assert.equal(listed.find((one) => one.id === invoice.id)?.displayStatus, 'partly_refunded');
    const rest = await refund(invoice.id, payment.id, 2_500, 'Came back unhappy');
    assert.equal(rest.invoice.displayStatus, 'refunded');

    // each refund's reason is in the history, with its amount
    const refunds = (await detailOf(invoice.id)).history.filter((event) => event.action === 'refund.succeeded');
    assert.deepEqual(
      refunds.map((event) => [event.amountMinor, event.detail.reason]),
      [
        [1_500, 'Fringe not as asked'],
        [2_500, 'Came back unhappy'],
      ],
    );
  });
});
