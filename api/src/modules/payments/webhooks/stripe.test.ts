import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { sql } from 'kysely';
import { parseStripeConfig } from '../../../config';
import { addContact, databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../../testing/harness';
import { createFakeStripe, type FakeEvent, type FakeStripe } from '../../../testing/fakeStripe';
import { createStripeProvider } from '../../money/providers/stripe';
import { APPROVED_CARD } from '../../../testing/sales';
import type { DepositLedger, DepositWithTransaction, Sale } from '../../../schemas';

// The Stripe adapter, offline: Stripe's API is a fake answering the SDK's own requests (through
// the SDK's fetch client: testing/fakeStripe.ts), and webhooks are signed by the SDK's
// generateTestHeaderString. Nothing here reaches Stripe (api/README.md, "Stripe", says what was not
// exercised against it). The books are checked against what the fake holds.

const CONFIG = { secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline_test_secret' };

describe(`Stripe adapter and its webhook, offline (${databaseKind} database)`, () => {
  let api: TestApi;
  let stripe: FakeStripe;
  let shop: SignedUp;

  before(async () => {
    stripe = createFakeStripe(CONFIG.webhookSecret);
    api = await startApi({ seed: false, jobs: false, config: { stripe: CONFIG }, provider: createStripeProvider(CONFIG, { httpClient: stripe.httpClient }) });
    shop = await signUp(api, 'Stripe Shop');
  });
  after(() => api.close());

  const checkout = (b: SignedUp['b'], amountMinor: number, headers = idempotencyKey(), extra: object = {}) =>
    b.post('/api/checkout', {
      headers,
      payload: {
        lines: [{ name: 'Wash', unitPriceMinor: amountMinor, quantity: 1 }],
        tenders: [{ tender: 'card', amountMinor, card: APPROVED_CARD }],
        ...extra,
      },
    });

  /** A card sale through the adapter: its invoice, its card transaction and the PaymentIntent's id. */
  async function cardSale(amountMinor = 2_500, b = shop.b) {
    const res = await checkout(b, amountMinor);
    assert.equal(res.statusCode, 201, res.body);
    const sale = res.json() as Sale;
    const row = await api.db
      .selectFrom('transactions')
      .select(['provider', 'provider_ref', 'card_last4'])
      .where('id', '=', sale.transactions[0]!.id)
      .executeTakeFirstOrThrow();
    return { invoiceId: sale.invoice.id, transactionId: sale.transactions[0]!.id, intent: row.provider_ref!, row };
  }

  const postEvent = (payload: string, signature: string | undefined) =>
    api.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    });
  const deliver = (event: FakeEvent) => postEvent(event.payload, stripe.signature(event.payload));

  const refundsOf = (transactionId: string) =>
    api.db.selectFrom('transactions').select(['amount_minor', 'provider_ref', 'user_name']).where('parent_id', '=', transactionId).orderBy('number').execute();

  it('authorizes a card as a manual-capture PaymentIntent under an Idempotency-Key, then captures it', async () => {
    const before = stripe.calls.length;
    const { intent, row } = await cardSale(2_500);
    const calls = stripe.calls.slice(before);
    assert.deepEqual(
      calls.map((c) => `${c.method} ${c.path}`),
      ['POST /v1/payment_intents', `POST /v1/payment_intents/${intent}/capture`],
    );
    const [create, capture] = calls;
    assert.equal(create!.form.get('capture_method'), 'manual');
    assert.equal(create!.form.get('confirm'), 'true');
    assert.equal(create!.form.get('amount'), '2500');
    assert.equal(create!.form.get('currency'), 'usd');
    assert.match(create!.idempotencyKey ?? '', /^authorize:[0-9a-f]{48}$/);
    assert.equal(capture!.form.get('amount_to_capture'), '2500');
    assert.match(capture!.idempotencyKey ?? '', /^capture:[0-9a-f]{48}$/);
    assert.equal(stripe.intents.get(intent)?.captured, 2_500);
    // the number went to Stripe only: the desk keeps the brand's last four
    assert.deepEqual(row, { provider: 'stripe', provider_ref: intent, card_last4: '4242' });
  });

  it("answers Stripe's insufficient funds as the desk's decline (402), capturing nothing", async () => {
    const before = stripe.calls.length;
    const res = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: {
        lines: [{ name: 'Wash', unitPriceMinor: 900, quantity: 1 }],
        tenders: [{ tender: 'card', amountMinor: 900, card: { ...APPROVED_CARD, number: '4000000000009995' } }],
      },
    });
    assert.equal(res.statusCode, 402);
    assert.equal((res.json() as { code: string }).code, 'insufficient_funds');
    assert.deepEqual(
      stripe.calls.slice(before).map((c) => c.path),
      ['/v1/payment_intents'],
    );
  });

  it("keeps two businesses' same Idempotency-Key apart at Stripe: two PaymentIntents, each captured", async () => {
    const other = await signUp(api, 'Stripe Neighbour');
    const sameKey = idempotencyKey();
    const before = stripe.calls.length;
    const mine = await checkout(shop.b, 1_100, sameKey);
    const theirs = await checkout(other.b, 2_200, sameKey);
    assert.deepEqual([mine.statusCode, theirs.statusCode], [201, 201]);
    const creates = stripe.calls.slice(before).filter((c) => c.path === '/v1/payment_intents');
    assert.equal(creates.length, 2);
    assert.notEqual(creates[0]!.idempotencyKey, creates[1]!.idempotencyKey);
    const refs = await api.db
      .selectFrom('transactions')
      .select('provider_ref')
      .where('id', 'in', [(mine.json() as Sale).transactions[0]!.id, (theirs.json() as Sale).transactions[0]!.id])
      .execute();
    const amounts = refs.map((r) => stripe.intents.get(r.provider_ref!)?.captured).sort();
    assert.deepEqual(amounts, [1_100, 2_200]);
  });

  it('refunds through Stripe with an Idempotency-Key when the desk refunds a card payment', async () => {
    const { invoiceId, transactionId, intent } = await cardSale(3_000);
    const before = stripe.calls.length;
    const res = await shop.b.post(`/api/invoices/${invoiceId}/refunds`, {
      headers: idempotencyKey(),
      payload: { refunds: [{ transactionId, amountMinor: 1_000 }], reason: 'Unhappy' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const [refund] = stripe.calls.slice(before);
    assert.equal(refund?.path, '/v1/refunds');
    assert.equal(refund?.form.get('payment_intent'), intent);
    assert.equal(refund?.form.get('amount'), '1000');
    assert.match(refund?.idempotencyKey ?? '', /^refund:[0-9a-f]{48}$/);
    // the event of that same refund finds it counted: no second refund
    const echo = await deliver(stripe.refundedEvent(intent));
    assert.deepEqual([echo.statusCode, echo.json()], [200, { received: true, outcome: 'ignored' }]);
    assert.equal((await refundsOf(transactionId)).length, 1);
  });

  it('books a desk refund once when its own charge.refunded arrives while the refund is being recorded (issue 31 §1)', async () => {
    const { invoiceId, transactionId, intent } = await cardSale(4_000);
    const answers: { status: number; outcome: string }[] = [];
    let early: FakeEvent | undefined;
    // Stripe's webhook can come before its answer to the refund call: deliver it from inside the call
    stripe.hooks.afterRefund = async (_refund, refunded) => {
      early = stripe.refundedEvent(refunded.id);
      const res = await deliver(early);
      answers.push({ status: res.statusCode, outcome: (res.json() as { outcome: string }).outcome });
    };
    try {
      const res = await shop.b.post(`/api/invoices/${invoiceId}/refunds`, {
        headers: idempotencyKey(),
        payload: { refunds: [{ transactionId, amountMinor: 1_000 }], reason: 'Scratch' },
      });
      assert.equal(res.statusCode, 201, res.body);
    } finally {
      stripe.hooks.afterRefund = undefined;
    }
    // the refund was at Stripe and not yet in the books: the event waited (503, so Stripe sends it again)
    assert.deepEqual(answers, [{ status: 503, outcome: 'deferred' }]);
    // Stripe's retry, once the desk's refund is recorded: nothing missing
    const retried = await deliver(early!);
    assert.deepEqual([retried.statusCode, retried.json()], [200, { received: true, outcome: 'ignored' }]);
    assert.deepEqual(
      (await refundsOf(transactionId)).map((r) => r.amount_minor),
      [1_000],
    );
    const invoice = await api.db.selectFrom('invoices').select('refunded_minor').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    assert.equal(invoice.refunded_minor, stripe.intents.get(intent)!.refunded);
    assert.equal(invoice.refunded_minor, 1_000);
  });

  it("books a dashboard refund whose event comes after the desk's later refund: the refunds are read from Stripe, not from the event's snapshot", async () => {
    const { invoiceId, transactionId, intent } = await cardSale(5_000);
    // the dashboard's refund first; its event (saying 200 refunded in all) is delayed
    const late = stripe.refundInDashboard(intent, 200);
    const res = await shop.b.post(`/api/invoices/${invoiceId}/refunds`, {
      headers: idempotencyKey(),
      payload: { refunds: [{ transactionId, amountMinor: 500 }], reason: 'Dent' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual((await deliver(late)).json(), { received: true, outcome: 'applied' });
    assert.deepEqual((await refundsOf(transactionId)).map((r) => r.amount_minor).sort(), [200, 500]);
    assert.equal(stripe.intents.get(intent)!.refunded, 700);
  });

  it('records a refund made at Stripe from a signed charge.refunded event, once, without a refund call of its own', async () => {
    const { invoiceId, transactionId, intent } = await cardSale(4_000);
    const before = stripe.calls.length;
    const event = stripe.refundInDashboard(intent, 1_500);
    const signature = stripe.signature(event.payload);
    // no session, no CSRF token: the signature is the proof
    const first = await postEvent(event.payload, signature);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, outcome: 'applied' });
    // Stripe retries an event until it is acknowledged: the replay has no second effect
    const replay = await postEvent(event.payload, signature);
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json(), { received: true, outcome: 'duplicate' });

    const refunds = await refundsOf(transactionId);
    assert.equal(refunds.length, 1);
    assert.deepEqual([refunds[0]!.amount_minor, refunds[0]!.user_name], [1_500, 'stripe']);
    assert.match(refunds[0]!.provider_ref ?? '', /^re_dash_/);
    const invoice = await api.db.selectFrom('invoices').select('refunded_minor').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    assert.equal(invoice.refunded_minor, 1_500);
    // it read the payment's refunds from Stripe, and asked for none
    assert.deepEqual([...new Set(stripe.calls.slice(before).map((c) => `${c.method} ${c.path}`))], ['GET /v1/refunds']);
    const recorded = await api.db.selectFrom('webhook_events').select(['type', 'business_id']).where('event_id', '=', event.id).execute();
    assert.deepEqual(recorded, [{ type: 'charge.refunded', business_id: shop.businessId }]);
  });

  it("moves a deposit's ledger when it is refunded in Stripe's dashboard: the credit cannot be spent again (issue 31 §3)", async () => {
    const contactId = await addContact(api, shop.businessId);
    const taken = await shop.b.post('/api/deposits', {
      headers: idempotencyKey(),
      payload: { contactId, amountMinor: 5_000, tender: { tender: 'card', amountMinor: 5_000, card: APPROVED_CARD } },
    });
    assert.equal(taken.statusCode, 201, taken.body);
    const { deposit, transaction } = taken.json() as DepositWithTransaction;
    const { provider_ref: intent } = await api.db.selectFrom('transactions').select('provider_ref').where('id', '=', transaction.id).executeTakeFirstOrThrow();
    assert.equal(stripe.intents.get(intent!)?.captured, 5_000);

    // part of it pays a sale; then the whole deposit is refunded at Stripe
    const sale = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: { contactId, lines: [{ name: 'Groom', unitPriceMinor: 2_000, quantity: 1 }], applyDepositsMinor: 2_000, tenders: [] },
    });
    assert.equal(sale.statusCode, 201, sale.body);
    const applied = await deliver(stripe.refundInDashboard(intent!, 5_000));
    assert.deepEqual(applied.json(), { received: true, outcome: 'applied' });

    const ledger = (await shop.b.get(`/api/deposit-ledgers/${contactId}`)).json() as DepositLedger;
    assert.equal(ledger.balanceMinor, 0);
    assert.deepEqual(
      ledger.movements.map((m) => [m.kind, m.amountMinor]),
      [
        ['taken', 5_000],
        ['applied', -2_000],
        ['refunded', -3_000],
      ],
    );
    // the books give back what Stripe gave back, and say what went beyond the credit left
    assert.deepEqual(
      (await refundsOf(transaction.id)).map((r) => r.amount_minor),
      [5_000],
    );
    const event = await api.db
      .selectFrom('audit_events')
      .select('detail')
      .where('action', '=', 'deposit.refunded')
      .where('business_id', '=', shop.businessId)
      .executeTakeFirstOrThrow();
    assert.equal((JSON.parse(event.detail) as { beyondCreditMinor?: number }).beyondCreditMinor, 2_000);
    // nothing is left to apply
    const again = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: { contactId, lines: [{ name: 'Groom', unitPriceMinor: 1_000, quantity: 1 }], applyDepositsMinor: 1_000, tenders: [] },
    });
    assert.equal(again.statusCode, 400);
    assert.equal(deposit.id, ledger.deposits[0]!.id);
  });

  it('makes no processor call inside a transaction: another business is answered while Stripe takes its time (issue 31 §2)', async () => {
    const other = await signUp(api, 'Stripe Waiting Room');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const atStripe = new Promise<void>((resolve) => (reached = resolve));
    stripe.hooks.beforeAuthorize = async () => {
      reached();
      await held;
    };
    try {
      const sale = checkout(shop.b, 1_500);
      await atStripe;
      // while the card is at Stripe: no transaction of this database is open, and another business's call is answered
      if (databaseKind === 'postgres') {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`.execute(api.db);
        assert.equal(rows[0]!.n, 0);
      }
      const info = await other.b.get('/api/user_info');
      assert.equal(info.statusCode, 200);
      release();
      assert.equal((await sale).statusCode, 201);
    } finally {
      stripe.hooks.beforeAuthorize = undefined;
      release();
    }
  });

  it('refuses a wrong signature, a stale timestamp and a missing header with 400, changing nothing', async () => {
    const { transactionId, intent } = await cardSale(2_000);
    const event = stripe.refundInDashboard(intent, 2_000);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: 'whsec_someone_else' });
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: CONFIG.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3_600,
    });
    for (const signature of [wrong, stale, undefined]) {
      const res = await postEvent(event.payload, signature);
      assert.equal(res.statusCode, 400, `${signature ?? 'no header'}: ${res.body}`);
      assert.equal((res.json() as { code: string }).code, 'bad_request');
    }
    // a body changed after signing
    const tampered = await postEvent(event.payload.replace('2000', '1999'), stripe.signature(event.payload));
    assert.equal(tampered.statusCode, 400);
    assert.equal((await refundsOf(transactionId)).length, 0);
    assert.equal((await api.db.selectFrom('webhook_events').select('event_id').where('event_id', '=', event.id).execute()).length, 0);
  });

  it('acknowledges an event of another kind, or about a payment it does not know, without effect', async () => {
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const res = await postEvent(other, stripe.signature(other));
    assert.deepEqual([res.statusCode, res.json()], [200, { received: true, outcome: 'ignored' }]);
    const unknown = JSON.stringify({
      id: 'evt_unknown',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_x', object: 'charge', payment_intent: 'pi_nobody', amount_refunded: 100, refunds: { object: 'list', data: [] } } },
    });
    assert.deepEqual((await postEvent(unknown, stripe.signature(unknown))).json(), { received: true, outcome: 'ignored' });
  });

  // without Stripe the route does not exist: the authorization matrix (a server with the test
  // processor) fails for any route it has no decision for
  it('takes both Stripe settings or neither', () => {
    assert.equal(parseStripeConfig({}), null);
    assert.deepEqual(parseStripeConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' }), { secretKey: 'sk', webhookSecret: 'whsec' });
    assert.throws(() => parseStripeConfig({ STRIPE_SECRET_KEY: 'sk' }), /together/);
    assert.deepEqual(parseStripeConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec', STRIPE_API_BASE: 'http://127.0.0.1:12111' }), {
      secretKey: 'sk',
      webhookSecret: 'whsec',
      apiBase: 'http://127.0.0.1:12111',
    });
  });
});
