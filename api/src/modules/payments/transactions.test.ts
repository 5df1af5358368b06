import assert from 'node:assert/strict';
import { scopedTo } from '../../db/tenant';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { Insertable } from 'kysely';
import type { TransactionsTable } from '../../db/schema';
import { nextNumber } from '../../db/counters';
import { DAY_MS, utcDayOf } from '../../lib/days';
import {
  addCatalogueItem,
  addContact,
  databaseKind,
  openRegister,
  signInStaff,
  signUp,
  startApi,
  type Browser,
  type SignedUp,
  type TestApi,
} from '../../testing/harness';
import { APPROVED_CARD } from '../../testing/sales';
import type { ZReport } from '../registers/schemas';
import type { ListedTransaction, Receipt, Takings, TransactionPage, TransactionStaff } from './schemas';

/** noon (UTC) of the day `days` from today: a time inside that calendar day */
const daysAgo = (days: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 12) - days * DAY_MS);

describe(`transactions (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let staff: Browser;
  let adminId: string;
  let staffId: string;
  let front: string;
  let back: string;
  let ann: string;
  const ids: Record<string, string> = {};

  /** A transaction written straight to the database (its time chosen), numbered as the checkout numbers them. */
  async function addTransaction(businessId: string, row: Omit<Insertable<TransactionsTable>, 'business_id' | 'number' | 'currency'>) {
    // a declined card is a record, not a receipt: it takes no number (migration 0022)
    const number = row.status === 'declined' ? null : await nextNumber(scopedTo(api.db, businessId), 'receipt');
    const { id } = await api.db
      .insertInto('transactions')
      .values({ currency: 'USD', ...row, business_id: businessId, number })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const list = async (query = '', b = shop.b) => {
    const res = await b.get(`/api/transactions${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as TransactionPage;
  };
  const numbersOf = (page: TransactionPage) => page.items.map((t) => t.number);
  /** The page's transactions read whole (an admin's, or a closed session's). */
  const whole = (page: TransactionPage) =>
    page.items.map((t) => {
      assert.equal(t.withheld, false, `#${t.number} is withheld`);
      return t as ListedTransaction;
    });

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    shop = await signUp(api, 'Ledger Shop');
    other = await signUp(api, 'Other Shop');
    staff = await signInStaff(api, shop.businessId);
    const users = await api.db.selectFrom('users').select(['id', 'role']).where('business_id', '=', shop.businessId).execute();
    adminId = users.find((u) => u.role === 'admin')!.id;
    staffId = users.find((u) => u.role === 'staff')!.id;
    ({ registerId: front } = await openRegister(api, shop.businessId, 0, 'Front'));
    ({ registerId: back } = await openRegister(api, shop.businessId, 0, 'Back'));
    ann = await addContact(api, shop.businessId, { first: 'Ann', last: 'Archer' });
    const bob = await addContact(api, shop.businessId, { first: 'Bob', last: '=HYPERLINK("x")' });
    const admin = { user_id: adminId, user_name: 'Ada Admin' };
    const sol = { user_id: staffId, user_name: 'Sol Staff' };
    // numbers 1…7, oldest first
    ids.cash = await addTransaction(shop.businessId, {
      ...admin,
      kind: 'payment',
      tender: 'cash',
      status: 'succeeded',
      amount_minor: 1_000,
      register_id: front,
      contact_id: ann,
      created_at: daysAgo(3),
    });
    ids.card = await addTransaction(shop.businessId, {
      ...sol,
      kind: 'payment',
      tender: 'card',
      status: 'succeeded',
      amount_minor: 2_500,
      register_id: back,
      contact_id: bob,
      card_brand: 'visa',
      card_last4: '4242',
      provider: 'test',
      created_at: daysAgo(2),
    });
    ids.refund = await addTransaction(shop.businessId, {
      ...sol,
      kind: 'refund',
      tender: 'card',
      status: 'succeeded',
      amount_minor: 500,
      register_id: back,
      contact_id: bob,
      parent_id: ids.card,
      provider: 'test',
      created_at: daysAgo(2),
    });
    ids.declined = await addTransaction(shop.businessId, {
      ...admin,
      kind: 'payment',
      tender: 'card',
      status: 'declined',
      amount_minor: 700,
      register_id: front,
      provider: 'test',
      failure_code: 'card_declined',
      created_at: daysAgo(1),
    });
    ids.deposit = await addTransaction(shop.businessId, {
      ...admin,
      kind: 'deposit',
      tender: 'cash',
      status: 'succeeded',
      amount_minor: 3_000,
      register_id: front,
      contact_id: ann,
      created_at: daysAgo(1),
    });
    ids.applied = await addTransaction(shop.businessId, {
      ...admin,
      kind: 'payment',
      tender: 'deposit',
      status: 'succeeded',
      amount_minor: 3_000,
      contact_id: ann,
      created_at: daysAgo(1),
    });
    ids.check = await addTransaction(shop.businessId, {
      ...sol,
      kind: 'payment',
      tender: 'check',
      status: 'succeeded',
      amount_minor: 1_200,
      register_id: front,
      check_number: '881',
      created_at: new Date(),
    });
    // another business's, on the same days
    await addTransaction(other.businessId, { kind: 'payment', tender: 'cash', status: 'succeeded', amount_minor: 9_900, created_at: daysAgo(1) });
  });
  after(() => api.close());

  it('lists every transaction newest first, with what the filter adds up to (deposits applied and declines left out)', async () => {
    const page = await list();
    // the declined card has no receipt number (null): the receipts around it follow each other
    assert.deepEqual(numbersOf(page), [6, 5, 4, null, 3, 2, 1]);
    assert.equal(page.total, 7);
    assert.equal(page.currency, 'USD');
    // in: cash 10.00 + card 25.00 + deposit taken 30.00 + check 12.00; out: the card refund 5.00
    assert.deepEqual(page.totals, { inMinor: 7_700, outMinor: 500, netMinor: 7_200, count: 5, withheldCount: 0 });
    const card = whole(page).find((t) => t.id === ids.card)!;
    assert.deepEqual(
      [card.contactName, card.registerName, card.userName, card.cardBrand, card.cardLast4],
      ['Bob =HYPERLINK("x")', 'Back', 'Sol Staff', 'visa', '4242'],
    );
  });

  it('pages the list; the totals are of every page', async () => {
    const second = await list('?page=2&pageSize=3');
    assert.deepEqual(numbersOf(second), [null, 3, 2]);
    assert.deepEqual([second.total, second.page, second.pageSize], [7, 2, 3]);
    assert.equal(second.totals.netMinor, 7_200);
    assert.deepEqual(numbersOf(await list('?page=3&pageSize=3')), [1]);
  });

  it('narrows by each filter', async () => {
    const cases: [string, (number | null)[]][] = [
      [`?from=${utcDayOf(daysAgo(2))}&to=${utcDayOf(daysAgo(1))}`, [5, 4, null, 3, 2]],
      [`?from=${utcDayOf(daysAgo(1))}`, [6, 5, 4, null]],
      [`?to=${utcDayOf(daysAgo(3))}`, [1]],
      [`?registerId=${back}`, [3, 2]],
      ['?tender=card', [null, 3, 2]],
      ['?tender=deposit', [5]],
      [`?userId=${staffId}`, [6, 3, 2]],
      ['?status=declined', [null]],
      ['?kind=refund', [3]],
      ['?kind=deposit', [4]],
      ['?q=archer', [5, 4, 1]],
      ['?q=%25', []],
      ['?q=4', [4]],
      ['?q=%233', [3]],
      [`?tender=card&userId=${adminId}`, [null]],
      // a contact's record: their payment, the deposit they left and the sale it paid (not Bob's)
      [`?contactId=${ann}`, [5, 4, 1]],
      [`?contactId=${ann}&kind=deposit`, [4]],
      ['?contactId=00000000-0000-4000-8000-000000000000', []],
    ];
    for (const [query, expected] of cases) assert.deepEqual(numbersOf(await list(query)), expected, query);
  });

  it('totals only what the filter selects', async () => {
    assert.deepEqual((await list('?tender=card')).totals, { inMinor: 2_500, outMinor: 500, netMinor: 2_000, count: 2, withheldCount: 0 });
    assert.deepEqual((await list('?status=declined')).totals, { inMinor: 0, outMinor: 0, netMinor: 0, count: 0, withheldCount: 0 });
  });

  it('refuses a backwards range and an unknown tender (400), with the field', async () => {
    const backwards = await shop.b.get('/api/transactions?from=2026-02-02&to=2026-02-01');
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().errors.to.code, 'too_small');
    assert.equal((await shop.b.get('/api/transactions?tender=bitcoin')).statusCode, 400);
    assert.equal((await shop.b.get('/api/transactions?contactId=ann')).statusCode, 400);
    assert.equal((await shop.b.get('/api/transactions/export.csv?from=2026-02-02&to=2026-02-01')).statusCode, 400);
  });

  it('exports the filter as CSV: a header, amounts in major units with refunds negative, formulas defused', async () => {
    const res = await shop.b.get('/api/transactions/export.csv?tender=card');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/csv/);
    assert.match(res.headers['content-disposition'] as string, /attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    assert.equal(
      lines[0],
      '"number","created_at","kind","tender","status","currency","amount","contact","invoice","card_brand","card_last4","check_number","staff","register","batch"',
    );
    assert.equal(lines.length, 4);
    const refund = lines.find((line) => line.startsWith('"3",'))!;
    assert.match(refund, /^"3","[^"]+","refund","card","succeeded","USD","-5","Bob =HYPERLINK\(""x""\)",/);
    // a declined card has no receipt number: its column is empty
    const declined = lines.find((line) => line.includes('"declined"'))!;
    assert.match(declined, /^"","[^"]+","payment","card","declined","USD","7",/);
  });

  it('defuses a contact name that a spreadsheet would run as a formula', async () => {
    const evil = await addContact(api, shop.businessId, { first: '=1+2', last: '' });
    const id = await addTransaction(shop.businessId, {
      kind: 'payment',
      tender: 'cash',
      status: 'succeeded',
      amount_minor: 1,
      contact_id: evil,
      created_at: daysAgo(30),
    });
    const res = await shop.b.get(`/api/transactions/export.csv?to=${utcDayOf(daysAgo(30))}`);
    assert.match(res.body, /"'=1\+2"/);
    await api.db.deleteFrom('transactions').where('id', '=', id).execute();
  });

  it('sums the takings of each tender by day, net of refunds, every day of the range listed', async () => {
    const res = await shop.b.get(`/api/transactions/takings?from=${utcDayOf(daysAgo(4))}&to=${utcDayOf(daysAgo(1))}`);
    assert.equal(res.statusCode, 200, res.body);
    const takings = res.json() as Takings;
    assert.deepEqual(takings.days, [
      { day: utcDayOf(daysAgo(4)), cash: 0, card: 0, check: 0 },
      { day: utcDayOf(daysAgo(3)), cash: 1_000, card: 0, check: 0 },
      { day: utcDayOf(daysAgo(2)), cash: 0, card: 2_000, check: 0 },
      // the deposit taken in cash is money in; the deposit applied is not
      { day: utcDayOf(daysAgo(1)), cash: 3_000, card: 0, check: 0 },
    ]);
    assert.deepEqual(takings.tenders, [
      { tender: 'cash', inMinor: 4_000, outMinor: 0, netMinor: 4_000, count: 2 },
      { tender: 'card', inMinor: 2_500, outMinor: 500, netMinor: 2_000, count: 2 },
      { tender: 'check', inMinor: 0, outMinor: 0, netMinor: 0, count: 0 },
    ]);
    assert.equal((await shop.b.get('/api/transactions/takings?from=2026-02-02&to=2026-02-01')).statusCode, 400);
    assert.equal((await shop.b.get('/api/transactions/takings')).statusCode, 400);
    const theirs = (await other.b.get(`/api/transactions/takings?from=${utcDayOf(daysAgo(4))}&to=${utcDayOf(daysAgo(1))}`)).json() as Takings;
    assert.deepEqual(
      theirs.tenders.map((t) => t.netMinor),
      [9_900, 0, 0],
    );
  });

  it('shows staff the same list, and names the business’s people for the staff filter', async () => {
    assert.equal((await list('', staff)).total, 7);
    const res = await staff.get('/api/transactions/staff');
    assert.equal(res.statusCode, 200);
    const people = (res.json() as TransactionStaff).items;
    assert.deepEqual(people.map((p) => p.id).sort(), [adminId, staffId].sort());
    assert.ok(people.some((p) => p.name === 'Sol Staff'));
  });

  describe('a register session still open, as staff read it (the blind count)', () => {
    let till: string;
    let cashSale: string;
    before(async () => {
      const created = await shop.b.post('/api/registers', { payload: { name: 'Blind' } });
      till = (created.json() as { id: string }).id;
      const opened = await shop.b.post(`/api/registers/${till}/open`, { payload: { openingFloatMinor: 5_000 }, headers: { 'idempotency-key': randomUUID() } });
      assert.equal(opened.statusCode, 201, opened.body);
      const item = await addCatalogueItem(api, shop.businessId, { name: 'Trim', priceMinor: 5_555 });
      // one sale, paid 22.22 in cash and 33.33 by card, rung up by the admin
      const sale = await shop.b.post('/api/checkout', {
        payload: {
          contactId: ann,
          registerId: till,
          lines: [{ itemId: item, quantity: 1 }],
          tenders: [
            { tender: 'cash', amountMinor: 2_222, tenderedMinor: 3_000 },
            { tender: 'card', amountMinor: 3_333, card: APPROVED_CARD },
          ],
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      assert.equal(sale.statusCode, 201, sale.body);
      cashSale = (sale.json() as { transactions: { id: string }[] }).transactions[0]!.id;
    });

    it('lists its transactions to staff without amounts or tender, and leaves them out of the totals', async () => {
      const page = await list(`?registerId=${till}`, staff);
      assert.equal(page.total, 2);
      for (const t of page.items) {
        assert.equal(t.withheld, true);
        for (const field of ['amountMinor', 'tenderedMinor', 'changeMinor', 'refundedMinor', 'tender', 'cardBrand', 'cardLast4', 'checkNumber'])
          assert.ok(!(field in t), field);
        // what the desk finds a sale by is there
        assert.deepEqual([t.contactName, t.registerName, t.userName, t.kind, t.status], ['Ann Archer', 'Blind', 'Ada Admin', 'payment', 'succeeded']);
      }
      assert.deepEqual(page.totals, { inMinor: 0, outMinor: 0, netMinor: 0, count: 0, withheldCount: 2 });
      const admin = await list(`?registerId=${till}`);
      assert.deepEqual(
        whole(admin).map((t) => [t.tender, t.amountMinor]),
        [
          ['card', 3_333],
          ['cash', 2_222],
        ],
      );
      assert.deepEqual(admin.totals, { inMinor: 5_555, outMinor: 0, netMinor: 5_555, count: 2, withheldCount: 0 });
    });

    it('matches no tender filter for staff, so the list cannot tell its cash from its card', async () => {
      for (const tender of ['cash', 'card']) {
        const page = await list(`?registerId=${till}&tender=${tender}`, staff);
        assert.deepEqual([page.total, page.totals.inMinor, page.totals.withheldCount], [0, 0, 0], tender);
        assert.equal((await list(`?registerId=${till}&tender=${tender}`)).total, 1, tender);
      }
    });

    it('exports its transactions to staff with tender, amount and card blank', async () => {
      const res = await staff.get(`/api/transactions/export.csv?registerId=${till}`);
      assert.equal(res.statusCode, 200);
      const rows = res.body.trim().split('\r\n').slice(1);
      assert.equal(rows.length, 2);
      for (const row of rows) assert.match(row, /^"\d+","[^"]+","payment","","succeeded","USD","","Ann Archer","\d+","","","","Ada Admin","Blind",""$/);
      assert.doesNotMatch(res.body, /22\.22|33\.33|4242/);
    });

    it('leaves its transactions out of the staff’s takings, saying how many', async () => {
      const today = utcDayOf(new Date());
      const read = async (b: Browser) => (await b.get(`/api/transactions/takings?from=${today}&to=${today}`)).json() as Takings;
      const [admin, mine] = [await read(shop.b), await read(staff)];
      const net = (takings: Takings, tender: string) => takings.tenders.find((t) => t.tender === tender)!.netMinor;
      assert.deepEqual([net(admin, 'cash') - net(mine, 'cash'), net(admin, 'card') - net(mine, 'card')], [2_222, 3_333]);
      assert.equal(admin.withheldCount, 0);
      assert.ok(mine.withheldCount >= 2, String(mine.withheldCount));
    });

    it('still gives staff the receipt of each sale whole: the desk reprints it', async () => {
      const res = await staff.get(`/api/transactions/${cashSale}/receipt`);
      assert.equal(res.statusCode, 200, res.body);
      const receipt = res.json() as Receipt;
      assert.deepEqual([receipt.transaction.tender, receipt.transaction.amountMinor, receipt.transaction.changeMinor], ['cash', 2_222, 778]);
    });

    it('shows staff its transactions whole once the register closes', async () => {
      const closed = await staff.post(`/api/registers/${till}/close`, { payload: { countedCashMinor: 7_222 }, headers: { 'idempotency-key': randomUUID() } });
      assert.equal(closed.statusCode, 201, closed.body);
      assert.equal((closed.json() as ZReport).summary.overShortMinor, 0);
      const page = await list(`?registerId=${till}`, staff);
      assert.deepEqual(
        whole(page).map((t) => [t.tender, t.amountMinor]),
        [
          ['card', 3_333],
          ['cash', 2_222],
        ],
      );
      assert.deepEqual(page.totals, { inMinor: 5_555, outMinor: 0, netMinor: 5_555, count: 2, withheldCount: 0 });
      assert.equal((await list(`?registerId=${till}&tender=cash`, staff)).total, 1);
    });
  });

  it('never shows another business’s transactions, even asked by its register, staff or number', async () => {
    const theirs = await list('', other.b);
    assert.deepEqual([theirs.total, theirs.totals.inMinor], [1, 9_900]);
    assert.equal((await list(`?registerId=${front}`, other.b)).total, 0);
    assert.equal((await list(`?userId=${staffId}`, other.b)).total, 0);
    assert.deepEqual(numbersOf(await list('?q=1', other.b)), [1]);
    const csv = await other.b.get('/api/transactions/export.csv');
    assert.equal(csv.body.trim().split('\r\n').length, 2);
    assert.doesNotMatch(csv.body, /Archer/);
    const people = ((await other.b.get('/api/transactions/staff')).json() as TransactionStaff).items;
    assert.ok(!people.some((p) => p.id === staffId || p.id === adminId));
  });

  it('finds a sale made at the checkout by its receipt number and contact', async () => {
    const item = await addCatalogueItem(api, shop.businessId, { name: 'Wash', priceMinor: 2_000 });
    const sale = await shop.b.post('/api/checkout', {
      payload: {
        contactId: ann,
        registerId: front,
        lines: [{ itemId: item, quantity: 1 }],
        tenders: [{ tender: 'cash', amountMinor: 2_000, tenderedMinor: 2_000 }],
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    assert.equal(sale.statusCode, 201, sale.body);
    const [made] = (sale.json() as { transactions: { id: string; number: number }[] }).transactions;
    const found = await list(`?q=${made!.number}&from=${utcDayOf(new Date())}`);
    assert.deepEqual(
      found.items.map((t) => [t.id, t.contactName, t.invoiceNumber !== null]),
      [[made!.id, 'Ann Archer', true]],
    );
  });
});
