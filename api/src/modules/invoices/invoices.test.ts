import { MAX_AMOUNT_MINOR } from '@frontdesk/money';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  addCatalogueItem,
  addContact,
  browser,
  databaseKind,
  idempotencyKey,
  openRegister,
  signInStaff,
  signUp,
  type SignedUp,
  type TestApi,
  startApi,
} from '../../testing/harness';
import type { Sale } from './moneySchemas';
import type { PayLinkReceipt, PayLinkView } from '../links/schemas';
import type { InvoiceDetail } from './moneySchemas';
import type { Invoice, InvoicePage, PaymentLink } from './schemas';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const DECLINED = { ...VISA, number: '4000000000000002' };
const THREE_D_SECURE = { ...VISA, number: '4000002760003184' };

describe(`invoices and payment links (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let cut: string; // $40.00, untaxed
  let wax: string; // a counted product: 10 in stock, $8.00
  let registerId: string;
  let bea: string;

  const create = (body: object, as = shop) => as.b.post('/api/invoices', { payload: body, headers: idempotencyKey() });
  const invoiceOf = async (body: object = { contactId: bea, lines: [{ itemId: cut, quantity: 1 }] }) => {
    const res = await create(body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Invoice;
  };
  const detailOf = async (id: string, as = shop) => (await as.b.get(`/api/invoices/${id}`)).json() as InvoiceDetail;
  const count = async () =>
    Number(
      (
        await api.db
          .selectFrom('invoices')
          .select(sql<number>`count(*)`.as('n'))
          .where('business_id', '=', shop.businessId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pay = (id: string, body: object, headers = idempotencyKey()) => shop.b.post(`/api/invoices/${id}/payments`, { payload: body, headers });
  const linkFor = async (id: string) => {
    const res = await shop.b.post(`/api/invoices/${id}/payment-links`);
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as PaymentLink;
  };
  const visitor = () => browser(api.app, '203.0.113.9');

  before(async () => {
    api = await startApi({ jobs: false });
    shop = await signUp(api, 'Invoice Shop');
    other = await signUp(api, 'Other Shop');
    cut = await addCatalogueItem(api, shop.businessId, { name: 'Haircut', priceMinor: 4_000 });
    wax = await addCatalogueItem(api, shop.businessId, { name: 'Wax', kind: 'product', priceMinor: 800, quantity: 10 });
    ({ registerId } = await openRegister(api, shop.businessId, 10_000));
    bea = await addContact(api, shop.businessId, { first: 'Bea', last: 'Brown' });
  });
  after(() => api.close());

  it('bills a cart to be paid later: an open invoice with a balance, its stock taken, a visit of its contact', async () => {
    const invoice = await invoiceOf({
      contactId: bea,
      lines: [
        { itemId: cut, quantity: 1 },
        { itemId: wax, quantity: 2 },
      ],
      dueOn: '2099-01-31',
    });
    assert.equal(invoice.status, 'open');
    assert.equal(invoice.totalMinor, 5_600);
    assert.equal(invoice.balanceMinor, 5_600);
    assert.equal(invoice.dueOn, '2099-01-31');
    assert.equal(invoice.contactName, 'Bea Brown');
    const stock = await api.db.selectFrom('catalogue_items').select('quantity').where('id', '=', wax).executeTakeFirstOrThrow();
    assert.equal(stock.quantity, 8);
    const visits = await api.db.selectFrom('visits').select('invoice_id').where('invoice_id', '=', invoice.id).execute();
    assert.equal(visits.length, 1);
    const past = await create({ lines: [{ itemId: cut, quantity: 1 }], dueOn: '2000-01-01' });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().errors.dueOn.code, 'invalid_date');
  });

  it('refuses a line past the largest amount however much a discount takes off (400 naming the line), and lines past it together', async () => {
    const before = await count();
    // 3 × $10,000,000.00 less 99.99 %: $3,000.00 to pay, of a subtotal past the database's integers
    const line = { name: 'Fleet wrap', unitPriceMinor: MAX_AMOUNT_MINOR, quantity: 3, discount: { kind: 'percent', value: 9_999 } };
    const one = await create({ lines: [line] });
    assert.equal(one.statusCode, 400, one.body);
    assert.deepEqual(one.json().errors, {
      'lines.0.quantity': {
        code: 'too_large',
        message: 'This line comes to more than one sale may',
        params: { limit: MAX_AMOUNT_MINOR },
        reason: 'line_too_large',
      },
    });
    // each line within it, their subtotal past it: the sale is refused, its total small as it is
    const halves = await create({
      lines: [
        { ...line, unitPriceMinor: 600_000_000, quantity: 1 },
        { ...line, unitPriceMinor: 600_000_000, quantity: 1 },
      ],
    });
    assert.equal(halves.statusCode, 400, halves.body);
    assert.deepEqual(Object.keys(halves.json().errors), ['lines']);
    assert.equal(halves.json().errors.lines.code, 'too_large');
    assert.equal(halves.json().errors.lines.reason, 'sale_too_large');
    assert.equal(await count(), before);
  });

  it('refuses, on every kind of line, a staff member who is not one of the business’s users, and a register of another business', async () => {
    const before = await count();
    const othersUser = (await api.db.selectFrom('users').select('id').where('business_id', '=', other.businessId).executeTakeFirstOrThrow()).id;
    const custom = { name: 'Window tint', unitPriceMinor: 9_000, quantity: 1 };
    for (const staffId of [randomUUID(), othersUser]) {
      for (const line of [
        { ...custom, staffId },
        { itemId: cut, quantity: 1, staffId },
      ]) {
        const res = await create({ lines: [{ itemId: cut, quantity: 1 }, line] });
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(Object.keys(res.json().errors), ['lines.1.staffId']);
        assert.equal(res.json().errors['lines.1.staffId'].code, 'not_found');
      }
    }
    const othersRegister = (await api.db.selectFrom('registers').select('id').where('business_id', '=', other.businessId).executeTakeFirstOrThrow()).id;
    const register = await create({ registerId: othersRegister, lines: [custom] });
    assert.equal(register.statusCode, 400, register.body);
    assert.equal(register.json().errors.registerId.code, 'not_found');
    assert.equal(await count(), before);
  });

  it('keeps a line’s staff member and a team member’s login in the business in the database too (composite keys)', async () => {
    const invoice = await invoiceOf();
    const othersUser = (await api.db.selectFrom('users').select('id').where('business_id', '=', other.businessId).executeTakeFirstOrThrow()).id;
    const figures = { unit_price_minor: 1, discount_minor: 0, order_discount_minor: 0, tax_rate_bp: 0, tax_minor: 0, total_minor: 1 };
    const line = { business_id: shop.businessId, invoice_id: invoice.id, position: 9, kind: 'custom' as const, name: 'Forged', quantity: 1, ...figures };
    await assert.rejects(
      api.db
        .insertInto('invoice_lines')
        .values({ ...line, staff_id: othersUser })
        .execute(),
      { code: '23503' },
    );
    await assert.rejects(
      api.db.insertInto('staff_members').values({ business_id: shop.businessId, name: 'Forged', color: '#000000', user_id: othersUser }).execute(),
      { code: '23503' },
    );
  });

  it('lists invoices by status (overdue apart from open), number or contact, and exports them as CSV', async () => {
    const late = await invoiceOf();
    await api.db.updateTable('invoices').set({ due_on: '2001-01-01' }).where('id', '=', late.id).execute();
    const list = async (query: string) => (await shop.b.get(`/api/invoices?${query}`)).json() as InvoicePage;
    const overdue = await list('status=overdue');
    assert.deepEqual(
      overdue.items.map((i) => i.id),
      [late.id],
    );
    assert.equal(overdue.items[0]?.status, 'overdue');
    assert.ok(!(await list('status=open')).items.some((i) => i.id === late.id));
    assert.deepEqual(
      (await list(`q=${late.number}`)).items.map((i) => i.number),
      [late.number],
    );
    assert.ok((await list('q=brown')).items.length >= 2);
    assert.equal((await list('q=nobody-by-that-name')).total, 0);
    assert.equal((await list('from=2030-01-02&to=2030-01-01')).items, undefined, 'a reversed range is refused');
    assert.equal((await list('pageSize=1')).items.length, 1);
    assert.equal((await list('')).currency, 'USD');

    const csv = await shop.b.get('/api/invoices/export.csv?status=overdue');
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    const rows = csv.body.trim().replaceAll('"', '').split('\r\n');
    assert.equal(rows[0], 'number,status,issued_at,due_on,contact,email,currency,subtotal,discount,tax,tip,total,paid,refunded,balance,voided_at,void_reason');
    assert.equal(rows.length, 2);
    assert.match(rows[1]!, new RegExp(`^${late.number},overdue,.*,2001-01-01,Bea Brown,.*,USD,40,0,0,0,40,0,0,40,,$`));
  });

  it('takes partial payments that keep a balance, then the rest; a paid invoice takes no more', async () => {
    const invoice = await invoiceOf();
    const first = await pay(invoice.id, { registerId, tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 2_000 }] });
    assert.equal(first.statusCode, 201, first.body);
    const part = first.json() as Sale;
    assert.equal(part.invoice.status, 'open');
    assert.equal(part.invoice.balanceMinor, 2_500);
    assert.equal(part.changeMinor, 500);
    const over = await pay(invoice.id, { tenders: [{ tender: 'card', amountMinor: 2_501, card: VISA }] });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().errors.tenders.code, 'too_large');
    const rest = await pay(invoice.id, { tenders: [{ tender: 'card', amountMinor: 2_500, card: VISA }] });
    assert.equal(rest.statusCode, 201, rest.body);
    assert.equal((rest.json() as Sale).invoice.status, 'paid');
    const again = await pay(invoice.id, { tenders: [{ tender: 'check', amountMinor: 1, checkNumber: '1' }] });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'not_payable');
    const detail = await detailOf(invoice.id);
    assert.deepEqual(
      detail.transactions.map((t) => [t.tender, t.amountMinor]),
      [
        ['cash', 1_500],
        ['card', 2_500],
      ],
    );
    assert.deepEqual(
      detail.history.map((e) => e.action),
      ['invoice.created', 'payment.succeeded', 'payment.succeeded'],
    );
  });

  it('100 concurrent invoice creations take 100 consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => create({ lines: [{ itemId: cut, quantity: 1 }] })));
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [201]);
    const numbers = answers.map((a) => (a.json() as Invoice).number).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      Array.from({ length: 100 }, (_, i) => numbers[0]! + i),
    );
    const all = await api.db.selectFrom('invoices').select('number').where('business_id', '=', shop.businessId).orderBy('number').execute();
    assert.deepEqual(
      all.map((r) => r.number),
      Array.from({ length: all.length }, (_, i) => i + 1),
      'no gap since the first invoice',
    );
  });

  it('refunds part of a card payment and a cash payment in one call (admins only), never more than was paid', async () => {
    const invoice = await invoiceOf();
    const paid = (
      await pay(invoice.id, {
        registerId,
        tenders: [
          { tender: 'cash', amountMinor: 1_000, tenderedMinor: 1_000 },
          { tender: 'card', amountMinor: 3_000, card: VISA },
        ],
      })
    ).json() as Sale;
    const [cash, card] = paid.transactions;
    const refund = (body: object, as = shop) => as.b.post(`/api/invoices/${invoice.id}/refunds`, { payload: body, headers: idempotencyKey() });

    const staff = await signInStaff(api, shop.businessId);
    const refused = await staff.post(`/api/invoices/${invoice.id}/refunds`, {
      payload: { refunds: [{ transactionId: card!.id, amountMinor: 100 }], reason: 'x' },
      headers: idempotencyKey(),
    });
    assert.equal(refused.statusCode, 403);

    const tooMuch = await refund({
      registerId,
      refunds: [
        { transactionId: cash!.id, amountMinor: 500 },
        { transactionId: card!.id, amountMinor: 3_001 },
      ],
      reason: 'Unhappy',
    });
    assert.equal(tooMuch.statusCode, 400);
    assert.equal(tooMuch.json().errors['refunds.1.amountMinor'].code, 'too_large');
    assert.equal((await detailOf(invoice.id)).invoice.refundedMinor, 0, 'the cash part was rolled back with the refused card part');

    const done = await refund({
      registerId,
      refunds: [
        { transactionId: cash!.id, amountMinor: 500 },
        { transactionId: card!.id, amountMinor: 1_200 },
      ],
      reason: 'Unhappy',
    });
    assert.equal(done.statusCode, 201, done.body);
    const after = done.json() as Sale;
    assert.equal(after.invoice.refundedMinor, 1_700);
    assert.equal(after.invoice.status, 'paid');
    assert.deepEqual(
      after.transactions.map((t) => [t.kind, t.tender, t.amountMinor, t.parentId]).sort(),
      [
        ['refund', 'card', 1_200, card!.id],
        ['refund', 'cash', 500, cash!.id],
      ].sort(),
    );
    const detail = await detailOf(invoice.id);
    assert.deepEqual(
      detail.transactions.filter((t) => t.kind === 'payment').map((t) => t.refundedMinor),
      [500, 1_200],
    );
    assert.equal(detail.history.filter((e) => e.action === 'refund.succeeded').length, 2);
  });

  it('voids an invoice that holds no money: stock back, no visit, its link cancelled; one with payments is refused', async () => {
    const invoice = await invoiceOf({ contactId: bea, lines: [{ itemId: wax, quantity: 3 }] });
    const link = await linkFor(invoice.id);
    const stockBefore = (await api.db.selectFrom('catalogue_items').select('quantity').where('id', '=', wax).executeTakeFirstOrThrow()).quantity!;
    const voided = await shop.b.post(`/api/invoices/${invoice.id}/void`, { payload: { reason: 'Billed twice' }, headers: idempotencyKey() });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal((voided.json() as Invoice).status, 'void');
    assert.equal((voided.json() as Invoice).voidReason, 'Billed twice');
    const stockAfter = (await api.db.selectFrom('catalogue_items').select('quantity').where('id', '=', wax).executeTakeFirstOrThrow()).quantity!;
    assert.equal(stockAfter, stockBefore + 3);
    assert.equal((await api.db.selectFrom('visits').select('id').where('invoice_id', '=', invoice.id).execute()).length, 0);
    const view = await visitor().get(`/api/pay/${link.id}`);
    assert.equal(view.statusCode, 410);
    assert.equal(view.json().code, 'link_void');

    const paidOne = await invoiceOf();
    await pay(paidOne.id, { tenders: [{ tender: 'card', amountMinor: 1_000, card: VISA }] });
    const refused = await shop.b.post(`/api/invoices/${paidOne.id}/void`, { payload: { reason: 'x' }, headers: idempotencyKey() });
    assert.equal(refused.statusCode, 409);
  });

  it('keeps drafts to issue later: no link until issued', async () => {
    const draft = await invoiceOf({ lines: [{ itemId: cut, quantity: 1 }], status: 'draft' });
    assert.equal(draft.status, 'draft');
    assert.equal((await shop.b.post(`/api/invoices/${draft.id}/payment-links`)).json().code, 'not_payable');
    const issued = await shop.b.post(`/api/invoices/${draft.id}/issue`, { headers: idempotencyKey() });
    assert.equal(issued.statusCode, 200, issued.body);
    assert.equal((issued.json() as Invoice).status, 'open');
    assert.equal((await shop.b.post(`/api/invoices/${draft.id}/issue`, { headers: idempotencyKey() })).statusCode, 409);
  });

  it("shows a visitor the business's name, what is paid and the amount, and nothing else", async () => {
    const invoice = await invoiceOf({ contactId: bea, lines: [{ itemId: cut, quantity: 2 }] });
    const link = await linkFor(invoice.id);
    assert.match(link.id, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(link.url, `/pay/${link.id}`);
    const res = await visitor().get(`/api/pay/${link.id}`);
    assert.equal(res.statusCode, 200, res.body);
    const view = res.json() as PayLinkView;
    assert.deepEqual(Object.keys(view).sort(), [
      'amountMinor',
      'booking',
      'businessName',
      'currency',
      'expiresAt',
      'invoiceNumber',
      'lines',
      'purpose',
      'returnUrl',
      'totalMinor',
    ]);
    assert.deepEqual([view.purpose, view.booking, view.returnUrl], ['invoice', null, null]);
    assert.equal(view.businessName, 'Invoice Shop');
    assert.equal(view.amountMinor, 8_000);
    assert.deepEqual(view.lines, [{ name: 'Haircut', quantity: 2, totalMinor: 8_000 }]);
    assert.ok(!res.body.includes('Bea'), 'nothing of the contact');
    assert.equal((await visitor().get('/api/pay/AAAAAAAAAAAAAAAAAAAAAA')).statusCode, 404);
  });

  it('pays a link by card: a decline changes nothing, 3-D Secure takes a second step, a paid link says so', async () => {
    const invoice = await invoiceOf();
    const link = await linkFor(invoice.id);
    const guest = await visitor().visit();
    const payLink = (body: object, headers = idempotencyKey()) => guest.post(`/api/pay/${link.id}`, { payload: body, headers });

    const declined = await payLink({ card: DECLINED });
    assert.equal(declined.statusCode, 402);
    assert.equal(declined.json().code, 'card_declined');
    assert.equal((await detailOf(invoice.id)).invoice.paidMinor, 0);

    const challenged = await payLink({ card: THREE_D_SECURE });
    assert.equal(challenged.statusCode, 402);
    assert.equal(challenged.json().code, 'authentication_required');
    const challenge = challenged.json().challenge as string;
    assert.ok(challenge);
    const wrong = await payLink({ card: THREE_D_SECURE, authentication: 'not-the-challenge' });
    assert.equal(wrong.json().code, 'authentication_required', 'a made-up answer does not pass');

    const paid = await payLink({ card: THREE_D_SECURE, authentication: challenge });
    assert.equal(paid.statusCode, 201, paid.body);
    const receipt = paid.json() as PayLinkReceipt;
    assert.deepEqual([receipt.amountMinor, receipt.cardLast4, receipt.invoiceNumber], [4_000, '3184', invoice.number]);
    const detail = await detailOf(invoice.id);
    assert.equal(detail.invoice.status, 'paid');
    assert.ok(detail.links[0]?.paidAt);
    const payments = await api.db.selectFrom('transactions').select(['payment_link_id', 'user_id', 'status']).where('invoice_id', '=', invoice.id).execute();
    assert.deepEqual(
      payments.filter((t) => t.status === 'succeeded'),
      [{ payment_link_id: link.id, user_id: null, status: 'succeeded' }],
    );
    assert.ok(detail.history.some((e) => e.action === 'link.paid' && e.ip === '203.0.113.9'));

    const again = await guest.get(`/api/pay/${link.id}`);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'link_paid');
  });

  it('takes the money once when two tabs pay the same link at the same time', async () => {
    const invoice = await invoiceOf();
    const link = await linkFor(invoice.id);
    const tabs = await Promise.all(Array.from({ length: 5 }, () => visitor().visit()));
    const answers = await Promise.all(tabs.map((tab) => tab.post(`/api/pay/${link.id}`, { payload: { card: VISA }, headers: idempotencyKey() })));
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [201, 409, 409, 409, 409]);
    const paid = await api.db
      .selectFrom('transactions')
      .select(sql<number>`sum(amount_minor)`.as('n'))
      .where('invoice_id', '=', invoice.id)
      .where('status', '=', 'succeeded')
      .executeTakeFirstOrThrow();
    assert.equal(Number(paid.n), 4_000);
  });

  it('refuses an expired link, and a link for a paid invoice', async () => {
    const invoice = await invoiceOf();
    const link = await linkFor(invoice.id);
    await api.db
      .updateTable('payment_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', link.id)
      .execute();
    const guest = await visitor().visit();
    assert.equal((await guest.get(`/api/pay/${link.id}`)).json().code, 'link_expired');
    const paying = await guest.post(`/api/pay/${link.id}`, { payload: { card: VISA }, headers: idempotencyKey() });
    assert.equal(paying.statusCode, 410);
    await pay(invoice.id, { tenders: [{ tender: 'card', amountMinor: 4_000, card: VISA }] });
    assert.equal((await shop.b.post(`/api/invoices/${invoice.id}/payment-links`)).statusCode, 409);
  });

  it("keeps each business's invoices its own", async () => {
    const invoice = await invoiceOf();
    assert.equal((await other.b.get(`/api/invoices/${invoice.id}`)).statusCode, 404);
    assert.equal(
      (
        await other.b.post(`/api/invoices/${invoice.id}/payments`, {
          payload: { tenders: [{ tender: 'card', amountMinor: 100, card: VISA }] },
          headers: idempotencyKey(),
        })
      ).statusCode,
      404,
    );
    assert.equal((await other.b.post(`/api/invoices/${invoice.id}/payment-links`)).statusCode, 404);
    assert.equal(((await other.b.get('/api/invoices')).json() as InvoicePage).total, 0);
  });
});
