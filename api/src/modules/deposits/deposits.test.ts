import fc from 'fast-check';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { unitOfWork } from '../../db/tenant';
import { ERROR_STATUS } from '../../http/errors';
import { personName } from '../../db/names';
import { todayIn } from '../../lib/days';
import {
  addBooking,
  addContact,
  databaseKind,
  idempotencyKey,
  openRegister,
  signInStaff,
  signUp,
  startApi,
  type Browser,
  type SignedUp,
  type TestApi,
} from '../../testing/harness';
import type { Sale } from '../invoices/moneySchemas';
import { moneyContext, staffActor, type MoneyContext } from '../money/context';
import { checkRefund, recordRefund } from '../money/tenders';
import type { ZReport } from '../registers/schemas';
import type { DepositChanged, DepositLedger, DepositPage, DepositWithTransaction } from './schemas';

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const DECLINED = { ...VISA, number: '4000000000000002' };

const card = (amountMinor: number, c = VISA) => ({ tender: 'card' as const, amountMinor, card: c });
const check = (amountMinor: number) => ({ tender: 'check' as const, amountMinor, checkNumber: '2041' });
const cash = (amountMinor: number, tenderedMinor = amountMinor) => ({ tender: 'cash' as const, amountMinor, tenderedMinor });

describe(`deposits (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let registerId: string;
  let sessionId: string;

  const take = (body: object, headers: Record<string, string> = idempotencyKey(), b: Browser = shop.b) => b.post('/api/deposits', { payload: body, headers });
  const refund = (id: string, body: object = {}, headers: Record<string, string> = idempotencyKey(), b: Browser = shop.b) =>
    b.post(`/api/deposits/${id}/refund`, { payload: body, headers });
  const forfeit = (id: string, reason = 'No-show', b: Browser = shop.b) =>
    b.post(`/api/deposits/${id}/forfeit`, { payload: { reason }, headers: idempotencyKey() });
  const ledger = async (contactId: string) => {
    const res = await shop.b.get(`/api/deposit-ledgers/${contactId}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as DepositLedger;
  };
  const taken = async (contactId: string, tender: object, amountMinor: number, extra: object = {}) => {
    const res = await take({ contactId, amountMinor, tender, ...extra });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as DepositWithTransaction;
  };
  const drawer = async () =>
    Number(
      (
        await api.db
          .selectFrom('cash_movements')
          .select(sql<number>`sum(amount_minor)`.as('n'))
          .where('session_id', '=', sessionId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** what the business's money tables hold: a refused call must leave it as it was */
  const snapshot = async (businessId = shop.businessId) => {
    const n = async (table: 'deposits' | 'deposit_movements' | 'transactions' | 'cash_movements' | 'audit_events' | 'invoices') =>
      Number(
        (
          await api.db
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('business_id', '=', businessId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const held = await api.db
      .selectFrom('deposits')
      .select(sql<number>`coalesce(sum(remaining_minor), 0)`.as('n'))
      .where('business_id', '=', businessId)
      .executeTakeFirstOrThrow();
    return {
      deposits: await n('deposits'),
      movements: await n('deposit_movements'),
      transactions: await n('transactions'),
      cash: await n('cash_movements'),
      audit: await n('audit_events'),
      invoices: await n('invoices'),
      held: Number(held.n),
    };
  };

  before(async () => {
    api = await startApi({ jobs: false, seed: false });
    shop = await signUp(api, 'Deposit Shop');
    other = await signUp(api, 'Other Shop');
    ({ registerId, sessionId } = await openRegister(api, shop.businessId, 10_000));
  });
  after(() => api.close());

  it('takes a deposit in cash into the open drawer: the deposit held, its transaction, the change, its movement and audit event', async () => {
    const ann = await addContact(api, shop.businessId, { first: 'Ann', last: 'Archer' });
    const before = await drawer();
    // held for one of Ann's bookings: another's, or none, is refused
    const bookingId = await addBooking(api, shop.businessId, ann);
    const refused = await shop.b.post('/api/deposits', {
      payload: { contactId: ann, amountMinor: 5_000, bookingId: randomUUID(), tender: cash(5_000, 6_000) },
      headers: idempotencyKey(),
    });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal((refused.json() as { errors: Record<string, { code: string }> }).errors.bookingId?.code, 'not_found');
    const { deposit, transaction } = await taken(ann, cash(5_000, 6_000), 5_000, { registerId, bookingId, note: ' Saturday detail ' });
    assert.deepEqual(
      [
        deposit.contactId,
        deposit.contactName,
        deposit.bookingId,
        deposit.amountMinor,
        deposit.remainingMinor,
        deposit.status,
        deposit.note,
        deposit.tender,
        deposit.transactionId,
      ],
      [ann, 'Ann Archer', bookingId, 5_000, 5_000, 'held', 'Saturday detail', 'cash', transaction.id],
    );
    assert.equal(deposit.createdByName, 'Ada Admin');
    assert.deepEqual(
      [transaction.kind, transaction.tender, transaction.amountMinor, transaction.changeMinor, transaction.depositId, transaction.registerId],
      ['deposit', 'cash', 5_000, 1_000, deposit.id, registerId],
    );
    assert.equal(await drawer(), before + 5_000, 'the deposit, net of change, is in the drawer');
    const l = await ledger(ann);
    assert.equal(l.balanceMinor, 5_000);
    assert.deepEqual(
      l.movements.map((m) => [m.kind, m.amountMinor, m.transactionId, m.userName]),
      [['taken', 5_000, transaction.id, 'Ada Admin']],
    );
    const events = await api.db
      .selectFrom('audit_events')
      .select(['action', 'amount_minor', 'register_id'])
      .where('transaction_id', '=', transaction.id)
      .execute();
    assert.deepEqual(
      events.map((e) => [e.action, e.amount_minor, e.register_id]),
      [['deposit.taken', 5_000, registerId]],
    );
  });

  it('takes a deposit by card (brand and last four only) and by check, without a register', async () => {
    const bo = await addContact(api, shop.businessId, { first: 'Bo' });
    const byCard = await taken(bo, card(2_500), 2_500);
    assert.deepEqual(
      [byCard.transaction.tender, byCard.transaction.cardBrand, byCard.transaction.cardLast4, byCard.deposit.tender],
      ['card', 'visa', '4242', 'card'],
    );
    const stored = await api.db.selectFrom('transactions').selectAll().where('deposit_id', '=', byCard.deposit.id).execute();
    assert.ok(!JSON.stringify(stored).includes('4242424242424242'));
    const byCheck = await taken(bo, check(1_000), 1_000);
    assert.deepEqual([byCheck.transaction.tender, byCheck.transaction.checkNumber], ['check', '2041']);
    assert.equal((await ledger(bo)).balanceMinor, 3_500);
  });

  it('records a declined card and nothing else (402), and refuses cash without an open register (409)', async () => {
    const cy = await addContact(api, shop.businessId);
    const before = await snapshot();
    const declined = await take({ contactId: cy, amountMinor: 2_000, tender: card(2_000, DECLINED) });
    assert.equal(declined.statusCode, 402);
    assert.equal(declined.json().code, 'card_declined');
    assert.ok(declined.json().errors.tender);
    const after = await snapshot();
    assert.deepEqual(
      [after.deposits, after.movements, after.transactions, after.held],
      [before.deposits, before.movements, before.transactions + 1, before.held],
    );
    const record = await api.db
      .selectFrom('transactions')
      .select(['kind', 'status', 'failure_code'])
      .where('business_id', '=', shop.businessId)
      .where('status', '=', 'declined')
      .executeTakeFirstOrThrow();
    assert.deepEqual(record, { kind: 'deposit', status: 'declined', failure_code: 'card_declined' });

    const noDrawer = await take({ contactId: cy, amountMinor: 2_000, tender: cash(2_000) });
    assert.equal(noDrawer.statusCode, 409);
    assert.equal(noDrawer.json().code, 'register_closed');
    assert.deepEqual(await snapshot(), after);
  });

  it('refuses a tender that does not pay the deposit exactly, cash that does not cover it, and an unknown contact (400)', async () => {
    const dee = await addContact(api, shop.businessId);
    const before = await snapshot();
    const short = await take({ contactId: dee, amountMinor: 2_000, tender: card(1_999) });
    assert.equal(short.statusCode, 400);
    assert.equal(short.json().errors['tender.amountMinor'].code, 'invalid_value');
    const under = await take({ contactId: dee, amountMinor: 2_000, registerId, tender: cash(2_000, 1_000) });
    assert.equal(under.statusCode, 400);
    assert.equal(under.json().errors['tender.tenderedMinor'].code, 'too_small');
    const badCard = await take({ contactId: dee, amountMinor: 2_000, tender: card(2_000, { ...VISA, number: '4242 4242 4242 4241' }) });
    assert.equal(badCard.json().errors['tender.card.number'].code, 'invalid_format');
    const nobody = await take({ contactId: randomUUID(), amountMinor: 2_000, tender: card(2_000) });
    assert.equal(nobody.json().errors.contactId.code, 'not_found');
    assert.deepEqual(await snapshot(), before);
  });

  it('answers a retry with the same key and body with the first deposit, and refuses the key with another body (422)', async () => {
    const eve = await addContact(api, shop.businessId);
    const headers = idempotencyKey();
    const body = { contactId: eve, amountMinor: 1_500, tender: card(1_500) };
    const first = await take(body, headers);
    const again = await take(body, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.deepEqual(again.json(), first.json());
    const reused = await take({ ...body, amountMinor: 1_600, tender: card(1_600) }, headers);
    assert.equal(reused.statusCode, 422);
    assert.equal(reused.json().code, 'idempotency_key_reused');
    assert.equal((await ledger(eve)).deposits.length, 1);
  });

  it('refunds part of a card deposit, then the rest, through the card; then refuses with deposit_not_held', async () => {
    const fay = await addContact(api, shop.businessId);
    const { deposit, transaction } = await taken(fay, card(4_000), 4_000);
    const part = await refund(deposit.id, { amountMinor: 1_500, reason: 'Shorter visit' });
    assert.equal(part.statusCode, 201, part.body);
    const first = part.json() as DepositWithTransaction;
    assert.deepEqual([first.deposit.remainingMinor, first.deposit.status], [2_500, 'held']);
    assert.deepEqual(
      [first.transaction.kind, first.transaction.tender, first.transaction.amountMinor, first.transaction.parentId, first.transaction.cardLast4],
      ['deposit_refund', 'card', 1_500, transaction.id, '4242'],
    );
    assert.ok(first.transaction.number! > transaction.number!, 'the next receipt number');

    const rest = await refund(deposit.id);
    assert.equal(rest.statusCode, 201, rest.body);
    const second = rest.json() as DepositWithTransaction;
    assert.deepEqual([second.deposit.remainingMinor, second.deposit.status, second.transaction.amountMinor], [0, 'refunded', 2_500]);
    const parent = await api.db.selectFrom('transactions').select('refunded_minor').where('id', '=', transaction.id).executeTakeFirstOrThrow();
    assert.equal(parent.refunded_minor, 4_000);
    const l = await ledger(fay);
    assert.equal(l.balanceMinor, 0);
    assert.deepEqual(
      l.movements.map((m) => [m.kind, m.amountMinor]),
      [
        ['taken', 4_000],
        ['refunded', -1_500],
        ['refunded', -2_500],
      ],
    );
    const events = await api.db.selectFrom('audit_events').select('action').where('transaction_id', '=', first.transaction.id).execute();
    assert.deepEqual(events.map((e) => e.action).sort(), ['deposit.refunded', 'refund.succeeded']);

    const none = await refund(deposit.id);
    assert.equal(none.statusCode, 409);
    assert.equal(none.json().code, 'deposit_not_held');
    assert.equal((await forfeit(deposit.id)).json().code, 'deposit_not_held');
  });

  it('refuses a refund of more than remains, changing nothing', async () => {
    const gus = await addContact(api, shop.businessId);
    const { deposit } = await taken(gus, check(3_000), 3_000);
    const before = await snapshot();
    const over = await refund(deposit.id, { amountMinor: 3_001 });
    assert.equal(over.statusCode, 400);
    assert.deepEqual([over.json().errors.amountMinor.code, over.json().errors.amountMinor.params], ['too_large', { limit: 3_000 }]);
    assert.deepEqual(await snapshot(), before);
    assert.equal((await ledger(gus)).balanceMinor, 3_000);
  });

  it('gives a cash deposit back from the open drawer only', async () => {
    const hal = await addContact(api, shop.businessId);
    const { deposit } = await taken(hal, cash(2_000), 2_000, { registerId });
    const before = await snapshot();
    const noRegister = await refund(deposit.id, { amountMinor: 500 });
    assert.equal(noRegister.statusCode, 409);
    assert.equal(noRegister.json().code, 'register_closed');
    assert.deepEqual(await snapshot(), before);
    const inDrawer = await drawer();
    const res = await refund(deposit.id, { amountMinor: 500, registerId, reason: 'Changed plans' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(await drawer(), inDrawer - 500);
    const movement = await api.db
      .selectFrom('cash_movements')
      .select(['kind', 'amount_minor', 'reason'])
      .where('transaction_id', '=', (res.json() as DepositWithTransaction).transaction.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(movement, { kind: 'deposit_refund', amount_minor: -500, reason: 'Changed plans' });
  });

  it("puts a deposit's cash on the Z-report's lines of its own, never among the cash sales", async () => {
    const till = await openRegister(api, shop.businessId, 10_000);
    const ivy = await addContact(api, shop.businessId);
    const { deposit } = await taken(ivy, cash(3_000, 5_000), 3_000, { registerId: till.registerId });
    await taken(ivy, card(2_500), 2_500, { registerId: till.registerId });
    assert.equal((await refund(deposit.id, { amountMinor: 1_000, registerId: till.registerId, reason: 'Fewer dogs' })).statusCode, 201);
    const closed = await shop.b.post(`/api/registers/${till.registerId}/close`, { payload: { countedCashMinor: 12_000 }, headers: idempotencyKey() });
    assert.equal(closed.statusCode, 201, closed.body);
    const s = (closed.json() as ZReport).summary;
    assert.deepEqual(
      [s.cashSalesMinor, s.cashRefundsMinor, s.cashDepositsMinor, s.cashDepositRefundsMinor, s.expectedCashMinor, s.overShortMinor],
      [0, 0, 3_000, 1_000, 12_000, 0],
    );
    assert.deepEqual([s.salesByTender, s.refundsMinor], [{ cash: 0, card: 0, check: 0, deposit: 0 }, 0]);
    assert.deepEqual([s.depositsTakenMinor, s.depositRefundsMinor], [5_500, 1_000]);
  });

  it('forfeits all that remains of a deposit (a no-show), and admins only may', async () => {
    const ida = await addContact(api, shop.businessId);
    const { deposit } = await taken(ida, card(2_200), 2_200);
    const staff = await signInStaff(api, shop.businessId);
    assert.equal((await forfeit(deposit.id, 'No-show', staff)).statusCode, 403);
    assert.equal((await refund(deposit.id, {}, idempotencyKey(), staff)).statusCode, 403);
    assert.equal((await take({ contactId: ida, amountMinor: 100, tender: check(100) }, idempotencyKey(), staff)).statusCode, 201, 'staff take deposits');

    const blank = await forfeit(deposit.id, '   ');
    assert.equal(blank.statusCode, 400);
    const res = await forfeit(deposit.id, 'No-show on Friday');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([(res.json() as DepositChanged).deposit.remainingMinor, (res.json() as DepositChanged).deposit.status], [0, 'forfeited']);
    const l = await ledger(ida);
    assert.equal(l.balanceMinor, 100);
    assert.deepEqual(
      l.movements.filter((m) => m.depositId === deposit.id).map((m) => [m.kind, m.amountMinor]),
      [
        ['taken', 2_200],
        ['forfeited', -2_200],
      ],
    );
    const event = await api.db
      .selectFrom('audit_events')
      .select(['amount_minor', 'detail'])
      .where('business_id', '=', shop.businessId)
      .where('action', '=', 'deposit.forfeited')
      .executeTakeFirstOrThrow();
    assert.equal(event.amount_minor, 2_200);
    assert.match(JSON.stringify(event.detail), /No-show on Friday/);
  });

  it("returns a sale's part paid from deposits to credit: the deposits hold it again, and the invoice, holding nothing, can be voided (issue 31 §3)", async () => {
    const kai = await addContact(api, shop.businessId, { first: 'Kai', last: 'Credit' });
    const first = await taken(kai, check(3_000), 3_000);
    const second = await taken(kai, check(2_000), 2_000);
    const sale = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: { contactId: kai, lines: [{ name: 'Full groom', unitPriceMinor: 6_000, quantity: 1 }], applyDepositsMinor: 4_000, tenders: [card(2_000)] },
    });
    assert.equal(sale.statusCode, 201, sale.body);
    const { invoice, transactions } = sale.json() as Sale;
    const fromDeposits = transactions.find((t) => t.tender === 'deposit')!;
    const byCard = transactions.find((t) => t.tender === 'card')!;
    assert.equal((await ledger(kai)).balanceMinor, 1_000);
    // void is refused while the invoice holds money
    const early = await shop.b.post(`/api/invoices/${invoice.id}/void`, { headers: idempotencyKey(), payload: { reason: 'Booked by mistake' } });
    assert.equal(early.statusCode, 409);

    const refunds = await shop.b.post(`/api/invoices/${invoice.id}/refunds`, {
      headers: idempotencyKey(),
      payload: {
        refunds: [
          { transactionId: fromDeposits.id, amountMinor: 4_000 },
          { transactionId: byCard.id, amountMinor: 2_000 },
        ],
        reason: 'Booked by mistake',
      },
    });
    assert.equal(refunds.statusCode, 201, refunds.body);
    const after = await ledger(kai);
    assert.equal(after.balanceMinor, 5_000);
    // back to the deposits it was applied from, newest first, each up to what it gave
    // (one transaction's movements share their time: compared by deposit)
    const returned = new Map(after.movements.filter((m) => m.kind === 'returned').map((m) => [m.depositId, [m.amountMinor, m.invoiceNumber]]));
    assert.deepEqual(
      returned,
      new Map([
        [second.deposit.id, [1_000, invoice.number]],
        [first.deposit.id, [3_000, invoice.number]],
      ]),
    );
    assert.deepEqual(after.deposits.map((d) => [d.remainingMinor, d.status]).sort(), [
      [2_000, 'held'],
      [3_000, 'held'],
    ]);
    const audit = await api.db
      .selectFrom('audit_events')
      .select('action')
      .where('business_id', '=', shop.businessId)
      .where('invoice_id', '=', invoice.id)
      .execute();
    assert.ok(audit.some((e) => e.action === 'refund.succeeded'));
    assert.equal(
      (await api.db.selectFrom('audit_events').select('action').where('action', '=', 'deposit.returned').where('business_id', '=', shop.businessId).execute())
        .length,
      1,
    );
    // more than is left of it is refused; then the invoice holds nothing and is voided
    const again = await shop.b.post(`/api/invoices/${invoice.id}/refunds`, {
      headers: idempotencyKey(),
      payload: { refunds: [{ transactionId: fromDeposits.id, amountMinor: 1 }], reason: 'Again' },
    });
    assert.equal(again.statusCode, 400);
    const voided = await shop.b.post(`/api/invoices/${invoice.id}/void`, { headers: idempotencyKey(), payload: { reason: 'Booked by mistake' } });
    assert.equal(voided.statusCode, 200, voided.body);
  });

  it('lists deposits newest first, by contact, status and day, with what they hold', async () => {
    const jo = await addContact(api, shop.businessId, { first: 'Jo', last: 'List' });
    const a = await taken(jo, check(1_000), 1_000);
    const b = await taken(jo, check(2_000), 2_000);
    await forfeit(a.deposit.id);
    const res = await shop.b.get(`/api/deposits?contactId=${jo}&pageSize=1`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json() as DepositPage;
    assert.deepEqual([page.total, page.heldMinor, page.currency, page.items.map((d) => d.id)], [2, 2_000, 'USD', [b.deposit.id]]);
    const forfeited = (await shop.b.get(`/api/deposits?contactId=${jo}&status=forfeited`)).json() as DepositPage;
    assert.deepEqual([forfeited.items.map((d) => d.id), forfeited.heldMinor], [[a.deposit.id], 0]);
    const today = todayIn('UTC');
    assert.equal(((await shop.b.get(`/api/deposits?contactId=${jo}&from=${today}&to=${today}`)).json() as DepositPage).total, 2);
    assert.equal(((await shop.b.get(`/api/deposits?contactId=${jo}&to=2000-01-01`)).json() as DepositPage).total, 0);
    const backwards = await shop.b.get(`/api/deposits?from=${today}&to=2000-01-01`);
    assert.equal(backwards.statusCode, 400);
  });

  it("keeps another business's deposits out of reach (404) and out of its list", async () => {
    const kim = await addContact(api, shop.businessId);
    const { deposit } = await taken(kim, check(1_000), 1_000);
    const before = await snapshot();
    assert.equal((await refund(deposit.id, {}, idempotencyKey(), other.b)).statusCode, 404);
    assert.equal((await forfeit(deposit.id, 'No-show', other.b)).statusCode, 404);
    assert.equal((await other.b.get(`/api/deposit-ledgers/${kim}`)).statusCode, 404);
    const theirs = (await other.b.get('/api/deposits')).json() as DepositPage;
    assert.deepEqual([theirs.total, theirs.heldMinor], [0, 0]);
    const withOurContact = await take({ contactId: kim, amountMinor: 1_000, tender: check(1_000) }, idempotencyKey(), other.b);
    assert.equal(withOurContact.json().errors.contactId.code, 'not_found');
    assert.deepEqual(await snapshot(), before);
  });

  it('checkRefund plans a card refund at its processor and refuses more than is left; recordRefund books it, and a check refund', async () => {
    const sale = async (tender: object, amountMinor: number) => {
      const res = await shop.b.post('/api/checkout', {
        payload: { lines: [{ name: 'Wash', unitPriceMinor: amountMinor, quantity: 1 }], tenders: [tender] },
        headers: idempotencyKey(),
      });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as Sale).transactions[0]!;
    };
    const paid = await sale(card(3_000), 3_000);
    const byCheck = await sale(check(800), 800);
    const user = await api.db
      .selectFrom('users')
      .selectAll()
      .select(personName('users').as('name'))
      .where('business_id', '=', shop.businessId)
      .executeTakeFirstOrThrow();
    const inTransaction = <T>(work: (ctx: MoneyContext) => Promise<T>) =>
      unitOfWork(api.db, shop.businessId, async (tenant) =>
        work(await moneyContext(tenant, { actor: staffActor(user), ip: '127.0.0.1', key: randomUUID(), processor: 'test' }, randomUUID())),
      );
    const options = { registerId: null, reason: 'Scratched' };
    const { provider_ref: paidRef } = await api.db.selectFrom('transactions').select('provider_ref').where('id', '=', paid.id).executeTakeFirstOrThrow();
    const planned = await inTransaction((ctx) => checkRefund(ctx, paid.id, 1_000, options));
    assert.deepEqual(planned, { ok: true, value: { step: { operation: 'refund', transactionId: paid.id, ref: paidRef, amountMinor: 1_000 } } });
    const part = await inTransaction((ctx) => recordRefund(ctx, paid.id, 1_000, { ...options, providerRef: 'test_refund_scratched' }));
    const over = await inTransaction((ctx) => checkRefund(ctx, paid.id, 2_001, options));
    assert.deepEqual(over, {
      ok: false,
      code: 'validation_failed',
      detail: 'More than is left to refund',
      errors: { amountMinor: { code: 'too_large', message: 'More than is left to refund', params: { limit: 2_000 } } },
    });
    const unknown = await inTransaction((ctx) => checkRefund(ctx, randomUUID(), 100, options));
    assert.equal(!unknown.ok && ERROR_STATUS[unknown.code], 404);
    // a check is given back by the business: nothing at the processor
    assert.deepEqual(await inTransaction((ctx) => checkRefund(ctx, byCheck.id, 800, options)), { ok: true, value: { step: null } });
    const checkRefunded = await inTransaction((ctx) => recordRefund(ctx, byCheck.id, 800, { ...options, providerRef: null }));

    const rows = await api.db
      .selectFrom('transactions')
      .select(['id', 'kind', 'tender', 'amount_minor', 'refunded_minor', 'parent_id', 'invoice_id', 'provider_ref'])
      .where('id', 'in', [paid.id, byCheck.id, part, checkRefunded])
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    assert.equal(byId.get(paid.id)?.refunded_minor, 1_000);
    assert.equal(byId.get(byCheck.id)?.refunded_minor, 800);
    const refundRow = byId.get(part);
    assert.deepEqual(
      [refundRow?.kind, refundRow?.tender, refundRow?.amount_minor, refundRow?.parent_id, refundRow?.invoice_id, refundRow?.provider_ref],
      ['refund', 'card', 1_000, paid.id, paid.invoiceId, 'test_refund_scratched'],
    );
    const invoice = await api.db.selectFrom('invoices').select('refunded_minor').where('id', '=', paid.invoiceId!).executeTakeFirstOrThrow();
    assert.equal(invoice.refunded_minor, 1_000);
    const audit = await api.db.selectFrom('audit_events').select('action').where('transaction_id', '=', part).execute();
    assert.deepEqual(
      audit.map((e) => e.action),
      ['refund.succeeded'],
    );
  });

  it('keeps every balance the sum of its movements, never below nothing, over random takes, applications, refunds and forfeits', async () => {
    type Op =
      | { op: 'take'; who: number; amount: number; by: 'card' | 'check' }
      | { op: 'apply'; who: number; amount: number }
      | { op: 'refund'; which: number; amount: number | null }
      | { op: 'forfeit'; which: number };
    const amount = fc.integer({ min: 1, max: 5_000 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('take' as const), who: fc.nat(1), amount, by: fc.constantFrom('card' as const, 'check' as const) }),
      fc.record({ op: fc.constant('apply' as const), who: fc.nat(1), amount }),
      fc.record({ op: fc.constant('refund' as const), which: fc.nat(5), amount: fc.option(amount, { nil: null }) }),
      fc.record({ op: fc.constant('forfeit' as const), which: fc.nat(5) }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const contacts = [await addContact(api, shop.businessId), await addContact(api, shop.businessId)];
        const deposits: { id: string; who: number }[] = [];
        const held = new Map<string, number>(); // the model: what each deposit holds
        const balance = (who: number) => deposits.filter((d) => d.who === who).reduce((sum, d) => sum + (held.get(d.id) ?? 0), 0);

        for (const step of ops) {
          const before = await snapshot();
          if (step.op === 'take') {
            const tender = step.by === 'card' ? card(step.amount) : check(step.amount);
            const { deposit } = await taken(contacts[step.who]!, tender, step.amount);
            deposits.push({ id: deposit.id, who: step.who });
            held.set(deposit.id, step.amount);
          } else if (step.op === 'apply') {
            const res = await shop.b.post('/api/checkout', {
              payload: {
                contactId: contacts[step.who],
                lines: [{ name: 'Visit', unitPriceMinor: step.amount, quantity: 1 }],
                applyDepositsMinor: step.amount,
                tenders: [],
              },
              headers: idempotencyKey(),
            });
            if (step.amount > balance(step.who)) {
              assert.equal(res.statusCode, 400, res.body);
              assert.deepEqual(await snapshot(), before, 'an over-withdrawal changes nothing');
            } else {
              assert.equal(res.statusCode, 201, res.body);
              // oldest first
              let left = step.amount;
              for (const d of deposits.filter((x) => x.who === step.who)) {
                const take = Math.min(left, held.get(d.id)!);
                held.set(d.id, held.get(d.id)! - take);
                left -= take;
              }
            }
          } else {
            const target = deposits[step.which];
            if (!target) continue;
            const remaining = held.get(target.id)!;
            const res = step.op === 'refund' ? await refund(target.id, step.amount === null ? {} : { amountMinor: step.amount }) : await forfeit(target.id);
            const wanted = step.op === 'refund' ? (step.amount ?? remaining) : remaining;
            if (remaining === 0) {
              assert.equal(res.statusCode, 409, res.body);
              assert.deepEqual(await snapshot(), before, 'nothing is left to take');
            } else if (wanted > remaining) {
              assert.equal(res.statusCode, 400, res.body);
              assert.deepEqual(await snapshot(), before, 'an over-withdrawal changes nothing');
            } else {
              assert.ok([200, 201].includes(res.statusCode), res.body);
              held.set(target.id, remaining - wanted);
            }
          }

          for (const [who, contactId] of contacts.entries()) {
            const l = await ledger(contactId);
            const sum = l.movements.reduce((total, m) => total + m.amountMinor, 0);
            assert.equal(l.balanceMinor, sum);
            assert.equal(l.balanceMinor, balance(who));
            assert.equal(
              l.deposits.reduce((total, d) => total + d.remainingMinor, 0),
              sum,
              'what the deposits hold is the sum of their movements',
            );
            for (const d of l.deposits) {
              assert.ok(d.remainingMinor >= 0);
              assert.equal(d.remainingMinor, held.get(d.id));
              assert.equal(
                d.remainingMinor,
                l.movements.filter((m) => m.depositId === d.id).reduce((total, m) => total + m.amountMinor, 0),
              );
            }
          }
        }
      }),
      { numRuns: 12, seed: 20_260_110 },
    );
  });
});
