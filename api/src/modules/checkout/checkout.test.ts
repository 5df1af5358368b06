import { MAX_AMOUNT_MINOR, priceCart } from '@frontdesk/money';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { addCatalogueItem, addContact, databaseKind, idempotencyKey, openRegister, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import type { Receipt } from '../payments/schemas';
import type { Sale } from '../invoices/moneySchemas';
import type { CheckoutAttempt } from './schemas';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const DECLINED = { ...VISA, number: '4000000000000002' };
const NO_FUNDS = { ...VISA, number: '4000000000009995' };

describe(`checkout (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let detail: string; // $189.00, 8.25 % tax
  let nails: string; // $15.00, untaxed
  let shampoo: string; // a counted product: 5 in stock, $12.00
  let registerId: string;
  let sessionId: string;
  let ann: string;

  const checkout = (body: object, headers: Record<string, string> = idempotencyKey()) => shop.b.post('/api/checkout', { payload: body, headers });
  const count = async (table: 'invoices' | 'transactions' | 'cash_movements' | 'visits' | 'idempotency_keys', businessId = shop.businessId) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .where('business_id', '=', businessId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    api = await startApi({ jobs: false });
    shop = await signUp(api, 'Checkout Shop');
    detail = await addCatalogueItem(api, shop.businessId, { name: 'Full detail', priceMinor: 18_900, taxRateBp: 825 });
    nails = await addCatalogueItem(api, shop.businessId, { name: 'Nail trim', priceMinor: 1_500 });
    shampoo = await addCatalogueItem(api, shop.businessId, { name: 'Shampoo', kind: 'product', priceMinor: 1_200, quantity: 5, sku: 'SH-1' });
    ({ registerId, sessionId } = await openRegister(api, shop.businessId, 10_000));
    ann = await addContact(api, shop.businessId, { first: 'Ann', last: 'Archer' });
  });
  after(() => api.close());

  it('completes a cash sale of two services for a contact: a paid invoice, its transaction, the change, the drawer, the visit', async () => {
    const totals = priceCart({
      lines: [
        { quantity: 1, unitPriceMinor: 18_900, taxRateBp: 825 },
        { quantity: 2, unitPriceMinor: 1_500, taxRateBp: 0 },
      ],
    });
    const res = await checkout({
      contactId: ann,
      registerId,
      lines: [
        { itemId: detail, quantity: 1 },
        { itemId: nails, quantity: 2 },
      ],
      tenders: [{ tender: 'cash', amountMinor: totals.totalMinor, tenderedMinor: 30_000 }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const sale = res.json() as Sale;
    assert.equal(sale.invoice.status, 'paid');
    assert.equal(sale.invoice.totalMinor, totals.totalMinor);
    assert.equal(sale.invoice.taxMinor, 1_559); // 8.25 % of 189.00, half up
    assert.equal(sale.invoice.balanceMinor, 0);
    assert.equal(sale.invoice.contactName, 'Ann Archer');
    assert.deepEqual(
      sale.invoice.lines.map((l) => [l.name, l.quantity, l.totalMinor]),
      [
        ['Full detail', 1, 20_459],
        ['Nail trim', 2, 3_000],
      ],
    );
    assert.equal(sale.changeMinor, 30_000 - totals.totalMinor);
    assert.equal(sale.transactions.length, 1);
    assert.deepEqual(
      [sale.transactions[0]?.tender, sale.transactions[0]?.amountMinor, sale.transactions[0]?.changeMinor],
      ['cash', totals.totalMinor, 30_000 - totals.totalMinor],
    );

    const drawer = await api.db
      .selectFrom('cash_movements')
      .select(sql<number>`sum(amount_minor)`.as('n'))
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    assert.equal(Number(drawer.n), 10_000 + totals.totalMinor, 'the float plus the sale, net of change');
    const contact = await api.db.selectFrom('contacts').select('last_visit_at').where('id', '=', ann).executeTakeFirstOrThrow();
    assert.ok(contact.last_visit_at, 'the sale is a visit');
    const visits = await api.db.selectFrom('visits').select('invoice_id').where('contact_id', '=', ann).execute();
    assert.deepEqual(
      visits.map((v) => v.invoice_id),
      [sale.invoice.id],
    );
    const events = await api.db
      .selectFrom('audit_events')
      .select(['action', 'amount_minor', 'register_id', 'ip'])
      .where('invoice_id', '=', sale.invoice.id)
      .orderBy('at')
      .execute();
    assert.deepEqual(events.map((e) => e.action).sort(), ['checkout.completed', 'payment.succeeded']);
    assert.ok(events.every((e) => e.register_id === registerId && e.ip === '127.0.0.1'));
  });

  it("splits a sale with a tip over cash and card, keeping only the card's brand and last four", async () => {
    const tip = { kind: 'percent' as const, value: 2_000 };
    const totals = priceCart({ lines: [{ quantity: 1, unitPriceMinor: 18_900, taxRateBp: 825 }], tip });
    const res = await checkout({
      registerId,
      lines: [{ itemId: detail, quantity: 1 }],
      tip,
      tenders: [
        { tender: 'cash', amountMinor: 5_000, tenderedMinor: 5_000 },
        { tender: 'card', amountMinor: totals.totalMinor - 5_000, card: VISA },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const sale = res.json() as Sale;
    assert.equal(sale.invoice.tipMinor, 3_780);
    assert.equal(sale.invoice.totalMinor, totals.totalMinor);
    const card = sale.transactions.find((t) => t.tender === 'card');
    assert.deepEqual([card?.cardBrand, card?.cardLast4, card?.amountMinor], ['visa', '4242', totals.totalMinor - 5_000]);
    const stored = await api.db.selectFrom('transactions').selectAll().where('invoice_id', '=', sale.invoice.id).execute();
    assert.ok(!JSON.stringify(stored).includes('4242424242424242'), 'no full card number is stored');
    const audit = await api.db.selectFrom('audit_events').select('detail').where('invoice_id', '=', sale.invoice.id).execute();
    assert.ok(!JSON.stringify(audit).includes('4242424242424242'));
  });

  it('answers a retry with the same key and body with the first sale, and refuses the key with another body (422)', async () => {
    const headers = idempotencyKey();
    const body = { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] };
    const before = await count('invoices');
    const first = await checkout(body, headers);
    const again = await checkout(body, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    const other = await checkout(
      {
        ...body,
        lines: [{ itemId: nails, quantity: 1, discount: { kind: 'amount', value: 100 } }],
        tenders: [{ tender: 'card', amountMinor: 1_400, card: VISA }],
      },
      headers,
    );
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().code, 'idempotency_key_reused');
    assert.equal(await count('invoices'), before + 1);
  });

  it('200 concurrent retries of one completion make exactly one sale', async () => {
    const headers = idempotencyKey();
    const body = { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] };
    const before = await count('invoices');
    const answers = await Promise.all(Array.from({ length: 200 }, () => checkout(body, headers)));
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [201]);
    assert.equal(new Set(answers.map((a) => (a.json() as Sale).invoice.id)).size, 1);
    assert.equal(await count('invoices'), before + 1);
  });

  it('100 concurrent sales take 100 consecutive invoice numbers', async () => {
    const body = { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] };
    const answers = await Promise.all(Array.from({ length: 100 }, () => checkout(body)));
    assert.deepEqual([...new Set(answers.map((a) => a.statusCode))], [201]);
    const numbers = answers.map((a) => (a.json() as Sale).invoice.number).sort((a, b) => a - b);
    const first = numbers[0]!;
    assert.deepEqual(
      numbers,
      Array.from({ length: 100 }, (_, i) => first + i),
    );
    const all = await api.db.selectFrom('invoices').select('number').where('business_id', '=', shop.businessId).orderBy('number').execute();
    assert.deepEqual(
      all.map((r) => r.number),
      Array.from({ length: all.length }, (_, i) => i + 1),
      'no gap since the first invoice',
    );
  });

  it('records a declined card (402) and nothing else: no invoice, no stock taken, the key keeps the decline', async () => {
    const headers = idempotencyKey();
    const invoices = await count('invoices');
    const body = { lines: [{ itemId: shampoo, quantity: 2 }], tenders: [{ tender: 'card', amountMinor: 2_400, card: DECLINED }] };
    const res = await checkout(body, headers);
    assert.equal(res.statusCode, 402);
    assert.equal(res.json().code, 'card_declined');
    assert.ok(res.json().errors['tenders.0']);
    const declined = await api.db
      .selectFrom('transactions')
      .select(['status', 'failure_code', 'invoice_id', 'card_last4'])
      .where('business_id', '=', shop.businessId)
      .where('status', '=', 'declined')
      .execute();
    assert.deepEqual(declined.at(-1), { status: 'declined', failure_code: 'card_declined', invoice_id: null, card_last4: '0002' });
    assert.equal(await count('invoices'), invoices);
    const stock = await api.db.selectFrom('catalogue_items').select('quantity').where('id', '=', shampoo).executeTakeFirstOrThrow();
    assert.equal(stock.quantity, 5);
    assert.equal((await checkout(body, headers)).headers['idempotent-replayed'], 'true');
    const poor = await checkout({ ...body, tenders: [{ tender: 'card', amountMinor: 2_400, card: NO_FUNDS }] });
    assert.deepEqual([poor.statusCode, poor.json().code], [402, 'insufficient_funds']);
  });

  it("takes a counted product's stock, and refuses more than is left", async () => {
    const sold = await checkout({ lines: [{ itemId: shampoo, quantity: 3 }], tenders: [{ tender: 'card', amountMinor: 3_600, card: VISA }] });
    assert.equal(sold.statusCode, 201, sold.body);
    const left = await api.db.selectFrom('catalogue_items').select('quantity').where('id', '=', shampoo).executeTakeFirstOrThrow();
    assert.equal(left.quantity, 2);
    const tooMany = await checkout({ lines: [{ itemId: shampoo, quantity: 3 }], tenders: [{ tender: 'card', amountMinor: 3_600, card: VISA }] });
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(tooMany.json().errors['lines.0.quantity'], {
      code: 'too_large',
      message: 'Not enough of this item in stock',
      params: { item: 'Shampoo' },
      reason: 'not_enough_stock',
    });
  });

  it('refuses an item out of stock with its reason and its name, for the client to say in its language', async () => {
    const gel = await addCatalogueItem(api, shop.businessId, { name: 'Tire shine gel', kind: 'product', priceMinor: 1_499, quantity: 0 });
    await api.db.updateTable('catalogue_items').set({ inventory: 'out_of_stock' }).where('id', '=', gel).execute();
    const res = await checkout({ lines: [{ itemId: gel, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_499, card: VISA }] });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(res.json().errors['lines.0.itemId'], {
      code: 'not_allowed',
      message: 'Tire shine gel is out of stock',
      params: { item: 'Tire shine gel' },
      reason: 'out_of_stock',
    });
  });

  it('refuses bad tenders with field errors and writes nothing', async () => {
    const before = await Promise.all([count('invoices'), count('transactions'), count('idempotency_keys')]);
    const line = [{ itemId: nails, quantity: 1 }];
    // each with the exact reason the client says when its code says too little
    const cases: [object, string, string?][] = [
      [{ lines: line, tenders: [{ tender: 'card', amountMinor: 1_000, card: VISA }] }, 'tenders', 'tenders_total'],
      [{ lines: line, registerId, tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 1_000 }] }, 'tenders.0.tenderedMinor', 'cash_short'],
      [
        { lines: line, tenders: [{ tender: 'card', amountMinor: 1_500, card: { ...VISA, number: '4242424242424241' } }] },
        'tenders.0.card.number',
        'card_number',
      ],
      [{ lines: line, tenders: [{ tender: 'card', amountMinor: 1_500, card: { ...VISA, expYear: 2001 } }] }, 'tenders.0.card.expYear', 'card_expired'],
      [{ lines: [{ itemId: randomUUID(), quantity: 1 }], tenders: [] }, 'lines.0.itemId'],
      [{ contactId: randomUUID(), lines: line, tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] }, 'contactId'],
      [{ lines: line, applyDepositsMinor: 500, tenders: [{ tender: 'card', amountMinor: 1_000, card: VISA }] }, 'applyDepositsMinor', 'deposits_need_contact'],
    ];
    for (const [body, field, reason] of cases) {
      const res = await checkout(body);
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.ok(res.json().errors[field], `${field}: ${res.body}`);
      assert.equal(res.json().errors[field].reason, reason, `${field}: ${res.body}`);
    }
    const noKey = await shop.b.post('/api/checkout', { payload: { lines: line, tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] } });
    assert.equal(noKey.statusCode, 400);
    assert.deepEqual(await Promise.all([count('invoices'), count('transactions'), count('idempotency_keys')]), before);
  });

  it('refuses a line whose quantity times its price passes the largest amount, though the discount leaves little to pay: 400 naming the line, nothing written', async () => {
    const before = await Promise.all([count('invoices'), count('transactions'), count('idempotency_keys')]);
    // 3 × $10,000,000.00 less 99.99 %: $3,000.00 to pay, of a subtotal past the database's integers
    const line = { name: 'Fleet wrap', unitPriceMinor: MAX_AMOUNT_MINOR, quantity: 3, discount: { kind: 'percent' as const, value: 9_999 } };
    const { totalMinor } = priceCart({ lines: [{ ...line, taxRateBp: 0 }] });
    assert.equal(totalMinor, 300_000);
    const res = await checkout({ lines: [line], tenders: [{ tender: 'card', amountMinor: totalMinor, card: VISA }] });
    assert.equal(res.statusCode, 400, res.body);
    assert.deepEqual(Object.keys(res.json().errors), ['lines.0.quantity']);
    assert.equal(res.json().errors['lines.0.quantity'].code, 'too_large');
    assert.deepEqual(await Promise.all([count('invoices'), count('transactions'), count('idempotency_keys')]), before);
  });

  it('takes cash only on an open register (409 register_closed)', async () => {
    const closed = await api.db.insertInto('registers').values({ business_id: shop.businessId, name: 'Closed till' }).returning('id').executeTakeFirstOrThrow();
    for (const body of [
      { registerId: closed.id, lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 2_000 }] },
      { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'cash', amountMinor: 1_500, tenderedMinor: 2_000 }] },
    ]) {
      const res = await checkout(body);
      assert.deepEqual([res.statusCode, res.json().code], [409, 'register_closed']);
    }
    const card = await checkout({
      registerId: closed.id,
      lines: [{ itemId: nails, quantity: 1 }],
      tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }],
    });
    assert.equal(card.statusCode, 201, 'a card needs no drawer');
  });

  it("applies a contact's held deposits, oldest first, and never more than held", async () => {
    const bea = await addContact(api, shop.businessId, { first: 'Bea', last: 'Deposit' });
    const deposits: string[] = [];
    for (const amount of [1_000, 2_000]) {
      const deposit = await api.db
        .insertInto('deposits')
        .values({ business_id: shop.businessId, contact_id: bea, amount_minor: amount })
        .returning('id')
        .executeTakeFirstOrThrow();
      await api.db
        .insertInto('deposit_movements')
        .values({ business_id: shop.businessId, deposit_id: deposit.id, contact_id: bea, kind: 'taken', amount_minor: amount })
        .execute();
      deposits.push(deposit.id);
    }
    const res = await checkout({ contactId: bea, lines: [{ itemId: nails, quantity: 1 }], applyDepositsMinor: 1_500, tenders: [] });
    assert.equal(res.statusCode, 201, res.body);
    const sale = res.json() as Sale;
    assert.deepEqual(
      sale.transactions.map((t) => [t.tender, t.amountMinor]),
      [['deposit', 1_500]],
    );
    const left = await api.db.selectFrom('deposits').select(['id', 'remaining_minor', 'status']).where('contact_id', '=', bea).orderBy('created_at').execute();
    assert.deepEqual(
      left.map((d) => [d.remaining_minor, d.status]),
      [
        [0, 'applied'],
        [1_500, 'held'],
      ],
    );
  });

  it('shows a receipt to its own business only', async () => {
    const sale = (await checkout({ lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] })).json() as Sale;
    const id = sale.transactions[0]!.id;
    const res = await shop.b.get(`/api/transactions/${id}/receipt`);
    assert.equal(res.statusCode, 200);
    const receipt = res.json() as Receipt;
    assert.equal(receipt.businessName, 'Checkout Shop');
    assert.equal(receipt.invoice?.number, sale.invoice.number);
    const other = await signUp(api, 'Other Shop');
    assert.equal((await other.b.get(`/api/transactions/${id}/receipt`)).statusCode, 404);
    const theirs = await other.b.post('/api/checkout', { payload: { lines: [{ itemId: nails, quantity: 1 }], tenders: [] }, headers: idempotencyKey() });
    assert.equal(theirs.statusCode, 400, "another business's item is not in this catalogue");
  });

  it('tells a reloaded till what became of the sale it sent: completed with its sale, declined, or not completed; another business learns nothing', async () => {
    const attempt = async (key: string, as = shop) => (await as.b.get(`/api/checkout/attempts/${key}`)).json() as CheckoutAttempt;
    const completedKey = randomUUID();
    const sale = await checkout(
      { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: VISA }] },
      { 'idempotency-key': completedKey },
    );
    assert.equal(sale.statusCode, 201, sale.body);
    const completed = await attempt(completedKey);
    assert.equal(completed.state, 'completed');
    assert.deepEqual(completed.sale, sale.json());

    const declinedKey = randomUUID();
    const declined = await checkout(
      { lines: [{ itemId: nails, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1_500, card: DECLINED }] },
      { 'idempotency-key': declinedKey },
    );
    assert.equal(declined.statusCode, 402);
    assert.deepEqual(await attempt(declinedKey), { state: 'declined', sale: null });

    // refused (it changed nothing), and never sent
    const refusedKey = randomUUID();
    assert.equal((await checkout({ lines: [{ itemId: nails, quantity: 1 }], tenders: [] }, { 'idempotency-key': refusedKey })).statusCode, 400);
    assert.deepEqual(await attempt(refusedKey), { state: 'not_completed', sale: null });
    assert.deepEqual(await attempt(randomUUID()), { state: 'not_completed', sale: null });

    const other = await signUp(api, 'Attempt Other Shop');
    assert.deepEqual(await attempt(completedKey, other), { state: 'not_completed', sale: null });
  });
});
