import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { parseStripeConfig } from '../../../config';
import { databaseKind, idempotencyKey, signUp, startApi, type SignedUp, type TestApi } from '../../../testing/harness';
import { createStripeProvider } from '../providers/stripe';
import { APPROVED_CARD } from '../../../testing/sales';

// The Stripe adapter, offline: Stripe's API is a fake answering the SDK's own requests (through
// the SDK's fetch client), and webhooks are signed by the SDK's generateTestHeaderString. Nothing
// here reaches Stripe (api/README.md, "Stripe", says what was not exercised against it).

const CONFIG = { secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline_test_secret' };

type StripeCall = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };

/** Stripe's API as far as the adapter uses it: payment intents (authorize, capture, cancel) and refunds. */
function fakeStripe() {
  const calls: StripeCall[] = [];
  let intents = 0;
  const reply = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' } });
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const form = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, form, idempotencyKey: headers.get('Idempotency-Key') });
    if (url.pathname === '/v1/payment_intents') {
      const number = form.get('payment_method_data[card][number]');
      if (number === '4000000000009995') {
        return reply(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
      }
      intents += 1;
      return reply(200, { id: `pi_${intents}`, object: 'payment_intent', status: 'requires_capture', amount: Number(form.get('amount')) });
    }
    const action = /^\/v1\/payment_intents\/(pi_\d+)\/(capture|cancel)$/.exec(url.pathname);
    if (action) return reply(200, { id: action[1], object: 'payment_intent', status: action[2] === 'capture' ? 'succeeded' : 'canceled' });
    if (url.pathname === '/v1/refunds') return reply(200, { id: `re_${calls.length}`, object: 'refund', status: 'succeeded', amount: Number(form.get('amount')) });
    return reply(404, { error: { type: 'invalid_request_error', message: `no fake for ${url.pathname}` } });
  };
  return { calls, httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch) };
}

const signed = (payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: CONFIG.webhookSecret, ...(timestamp === undefined ? {} : { timestamp }) });

const refundEvent = (id: string, paymentIntent: string, amountRefunded: number) =>
  JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: 'ch_1', object: 'charge', payment_intent: paymentIntent, amount_refunded: amountRefunded, refunds: { object: 'list', data: [{ id: `re_dash_${id}`, object: 'refund' }] } } },
  });

describe(`Stripe adapter and its webhook, offline (${databaseKind} database)`, () => {
  let api: TestApi;
  let stripe: ReturnType<typeof fakeStripe>;
  let shop: SignedUp;

  before(async () => {
    stripe = fakeStripe();
    api = await startApi({ seed: false, jobs: false, config: { stripe: CONFIG }, provider: createStripeProvider(CONFIG, { httpClient: stripe.httpClient }) });
    shop = await signUp(api, 'Stripe Shop');
  });
  after(() => api.close());

  /** A card sale through the adapter: its invoice, its card transaction and the PaymentIntent's id. */
  async function cardSale(amountMinor = 2_500) {
    const res = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: { lines: [{ name: 'Wash', unitPriceMinor: amountMinor, quantity: 1 }], tenders: [{ tender: 'card', amountMinor, card: APPROVED_CARD }] },
    });
    assert.equal(res.statusCode, 201, res.body);
    const sale = res.json() as { invoice: { id: string }; transactions: { id: string }[] };
    const row = await api.db.selectFrom('transactions').select(['provider', 'provider_ref', 'card_last4']).where('id', '=', sale.transactions[0]!.id).executeTakeFirstOrThrow();
    return { invoiceId: sale.invoice.id, transactionId: sale.transactions[0]!.id, intent: row.provider_ref!, row };
  }

  const postEvent = (payload: string, signature: string | undefined) =>
    api.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    });

  it('authorizes a card as a manual-capture PaymentIntent under an Idempotency-Key, then captures it', async () => {
    const before = stripe.calls.length;
    const { intent, row } = await cardSale(2_500);
    const calls = stripe.calls.slice(before);
    assert.deepEqual(calls.map((c) => `${c.method} ${c.path}`), ['POST /v1/payment_intents', `POST /v1/payment_intents/${intent}/capture`]);
    const [create, capture] = calls;
    assert.equal(create!.form.get('capture_method'), 'manual');
    assert.equal(create!.form.get('confirm'), 'true');
    assert.equal(create!.form.get('amount'), '2500');
    assert.equal(create!.form.get('currency'), 'usd');
    assert.match(create!.idempotencyKey ?? '', /^authorize:.+:0$/);
    assert.equal(capture!.form.get('amount_to_capture'), '2500');
    assert.equal(capture!.idempotencyKey, `capture:${intent}`);
    // the number went to Stripe only: the desk keeps the brand's last four
    assert.deepEqual(row, { provider: 'stripe', provider_ref: intent, card_last4: '4242' });
  });

  it("answers Stripe's insufficient funds as the desk's decline (402), capturing nothing", async () => {
    const before = stripe.calls.length;
    const res = await shop.b.post('/api/checkout', {
      headers: idempotencyKey(),
      payload: { lines: [{ name: 'Wash', unitPriceMinor: 900, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 900, card: { ...APPROVED_CARD, number: '4000000000009995' } }] },
    });
    assert.equal(res.statusCode, 402);
    assert.equal((res.json() as { code: string }).code, 'insufficient_funds');
    assert.deepEqual(stripe.calls.slice(before).map((c) => c.path), ['/v1/payment_intents']);
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
    assert.match(refund?.idempotencyKey ?? '', /^refund:/);
    // the event of that same refund finds it counted: no second refund
    const echo = await postEvent(refundEvent('evt_echo', intent, 1_000), signed(refundEvent('evt_echo', intent, 1_000)));
    assert.equal(echo.statusCode, 200);
    assert.equal((echo.json() as { outcome: string }).outcome, 'ignored');
  });

  it('records a refund made at Stripe from a signed charge.refunded event, once, without calling Stripe', async () => {
    const { invoiceId, transactionId, intent } = await cardSale(4_000);
    const before = stripe.calls.length;
    const payload = refundEvent('evt_dashboard_1', intent, 1_500);
    const signature = signed(payload);
    // no session, no CSRF token: the signature is the proof
    const first = await postEvent(payload, signature);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, outcome: 'applied' });
    // Stripe retries an event until it is acknowledged: the replay has no second effect
    const replay = await postEvent(payload, signature);
    assert.equal(replay.statusCode, 200);
    assert.deepEqual(replay.json(), { received: true, outcome: 'duplicate' });

    const refunds = await api.db.selectFrom('transactions').select(['amount_minor', 'provider_ref', 'user_name']).where('parent_id', '=', transactionId).execute();
    assert.deepEqual(refunds, [{ amount_minor: 1_500, provider_ref: 're_dash_evt_dashboard_1', user_name: 'stripe' }]);
    const invoice = await api.db.selectFrom('invoices').select('refunded_minor').where('id', '=', invoiceId).executeTakeFirstOrThrow();
    assert.equal(invoice.refunded_minor, 1_500);
    assert.equal(stripe.calls.length, before);
    const recorded = await api.db.selectFrom('webhook_events').select(['type', 'business_id']).where('event_id', '=', 'evt_dashboard_1').execute();
    assert.deepEqual(recorded, [{ type: 'charge.refunded', business_id: shop.businessId }]);
  });

  it('refuses a wrong signature, a stale timestamp and a missing header with 400, changing nothing', async () => {
    const { transactionId, intent } = await cardSale(2_000);
    const payload = refundEvent('evt_forged', intent, 2_000);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const stale = signed(payload, Math.floor(Date.now() / 1000) - 3_600);
    for (const signature of [wrong, stale, undefined]) {
      const res = await postEvent(payload, signature);
      assert.equal(res.statusCode, 400, `${signature ?? 'no header'}: ${res.body}`);
      assert.equal((res.json() as { code: string }).code, 'bad_request');
    }
    // a body changed after signing
    const tampered = await postEvent(refundEvent('evt_forged', intent, 2_000).replace('2000', '1999'), signed(payload));
    assert.equal(tampered.statusCode, 400);
    const refunds = await api.db.selectFrom('transactions').select('id').where('parent_id', '=', transactionId).execute();
    assert.equal(refunds.length, 0);
    assert.equal((await api.db.selectFrom('webhook_events').select('event_id').where('event_id', '=', 'evt_forged').execute()).length, 0);
  });

  it('acknowledges an event of another kind, or about a payment it does not know, without effect', async () => {
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const res = await postEvent(other, signed(other));
    assert.deepEqual([res.statusCode, res.json()], [200, { received: true, outcome: 'ignored' }]);
    const unknown = refundEvent('evt_unknown', 'pi_nobody', 100);
    assert.deepEqual((await postEvent(unknown, signed(unknown))).json(), { received: true, outcome: 'ignored' });
  });

  // without Stripe the route does not exist: the authorization matrix (a server with the test
  // processor) fails for any route it has no decision for
  it('takes both Stripe settings or neither', () => {
    assert.equal(parseStripeConfig({}), null);
    assert.deepEqual(parseStripeConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' }), { secretKey: 'sk', webhookSecret: 'whsec' });
    assert.throws(() => parseStripeConfig({ STRIPE_SECRET_KEY: 'sk' }), /together/);
  });
});
