import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// Stripe's API as far as the adapter uses it (payment intents: create and confirm, capture, cancel;
// refunds), offline, with what a test needs to check the books against it: every intent's
// authorized, captured and refunded amounts. Like Stripe, a request under an Idempotency-Key it has
// answered gets that answer again; unlike Stripe it never expires keys. It serves the SDK in the
// test's process (`httpClient`) or a child API process over HTTP (`listen`, STRIPE_API_BASE), and it
// signs webhook events with the SDK's own test signatures and delivers them where it is told.

export type FakeIntent = {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_capture' | 'succeeded' | 'canceled';
  captured: number;
  refunded: number;
};
export type FakeRefund = { id: string; intent: string; amount: number };
export type FakeCall = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | null };
export type FakeEvent = { id: string; payload: string };

export type FakeStripeHooks = {
  /** before an intent is created */
  beforeAuthorize?: (form: URLSearchParams) => Promise<void> | void;
  /** after an intent is created (authorized), before it is answered */
  afterAuthorize?: (intent: FakeIntent) => Promise<void> | void;
  /** after a refund is made, before it is answered: Stripe's webhook may come this early */
  afterRefund?: (refund: FakeRefund, intent: FakeIntent) => Promise<void> | void;
  /** before a capture is made */
  beforeCapture?: (intentId: string) => Promise<void> | void;
  /** after a capture is made, before it is answered */
  afterCapture?: (intent: FakeIntent) => Promise<void> | void;
};

const DECLINED = '4000000000000002';
const INSUFFICIENT = '4000000000009995';

export function createFakeStripe(webhookSecret: string) {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  const answered = new Map<string, { status: number; body: object }>();
  const calls: FakeCall[] = [];
  const hooks: FakeStripeHooks = {};
  let events = 0;
  let ids = 0;
  const nextId = (prefix: string) => `${prefix}_${(++ids).toString().padStart(6, '0')}`;

  const error = (status: number, type: string, message: string, extra: object = {}) => ({ status, body: { error: { type, message, ...extra } } });

  /** `made` keeps an answer as soon as the work is done, before the after-hooks (which may lose it) */
  async function answer(
    method: string,
    path: string,
    form: URLSearchParams,
    made: (result: { status: number; body: object }) => void,
  ): Promise<{ status: number; body: object }> {
    if (method === 'POST' && path === '/v1/payment_intents') {
      await hooks.beforeAuthorize?.(form);
      const number = form.get('payment_method_data[card][number]');
      if (number === INSUFFICIENT)
        return error(402, 'card_error', 'Your card has insufficient funds.', { code: 'card_declined', decline_code: 'insufficient_funds' });
      if (number === DECLINED) return error(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline' });
      const intent: FakeIntent = {
        id: nextId('pi'),
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_capture',
        captured: 0,
        refunded: 0,
      };
      intents.set(intent.id, intent);
      const result = { status: 200, body: { id: intent.id, object: 'payment_intent', status: intent.status, amount: intent.amount } };
      made(result);
      await hooks.afterAuthorize?.(intent);
      return result;
    }
    const action = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(path);
    if (method === 'POST' && action) {
      const intent = intents.get(action[1]!);
      if (!intent) return error(404, 'invalid_request_error', 'No such payment_intent');
      if (action[2] === 'capture') {
        await hooks.beforeCapture?.(intent.id);
        if (intent.status !== 'requires_capture')
          return error(400, 'invalid_request_error', `This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
        intent.captured = Number(form.get('amount_to_capture') ?? intent.amount);
        intent.status = 'succeeded';
        const result = { status: 200, body: { id: intent.id, object: 'payment_intent', status: intent.status, amount: intent.amount } };
        made(result);
        await hooks.afterCapture?.(intent);
        return result;
      } else {
        if (intent.status === 'succeeded')
          return error(400, 'invalid_request_error', 'You cannot cancel this PaymentIntent because it has a status of succeeded.');
        intent.status = 'canceled';
      }
      return { status: 200, body: { id: intent.id, object: 'payment_intent', status: intent.status, amount: intent.amount } };
    }
    if (method === 'GET' && path === '/v1/refunds') {
      const data = [...refunds.values()]
        .filter((r) => r.intent === form.get('payment_intent'))
        .map((r) => ({ id: r.id, object: 'refund', status: 'succeeded', amount: r.amount, payment_intent: r.intent }));
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return error(400, 'invalid_request_error', 'This PaymentIntent has no charge to refund');
      const amount = Number(form.get('amount') ?? intent.captured - intent.refunded);
      if (amount > intent.captured - intent.refunded) return error(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge');
      const refund: FakeRefund = { id: nextId('re'), intent: intent.id, amount };
      refunds.set(refund.id, refund);
      intent.refunded += amount;
      const result = { status: 200, body: { id: refund.id, object: 'refund', status: 'succeeded', amount, payment_intent: intent.id } };
      made(result);
      await hooks.afterRefund?.(refund, intent);
      return result;
    }
    return error(404, 'invalid_request_error', `no fake for ${method} ${path}`);
  }

  /** A request as Stripe takes it: the same Idempotency-Key answers the same, once made (also when its first answer was lost). */
  async function handle(method: string, path: string, form: URLSearchParams, idempotencyKey: string | null) {
    calls.push({ method, path, form, idempotencyKey });
    const known = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    if (known) return known;
    const result = await answer(method, path, form, (made) => {
      if (idempotencyKey) answered.set(idempotencyKey, made);
    });
    if (idempotencyKey && result.status < 500) answered.set(idempotencyKey, result);
    return result;
  }

  const reply = ({ status, body }: { status: number; body: object }) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' } });

  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = new Headers(init?.headers);
    const form = typeof init?.body === 'string' ? new URLSearchParams(init.body) : url.searchParams;
    return reply(await handle(init?.method ?? 'GET', url.pathname, form, headers.get('Idempotency-Key')));
  };

  /** A charge.refunded event of an intent as it stands (its cumulative refunded amount, its latest refund), signed. */
  function refundedEvent(intentId: string): FakeEvent {
    const intent = intents.get(intentId)!;
    const latest = [...refunds.values()].filter((r) => r.intent === intentId).at(-1);
    const id = `evt_${++events}`;
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${intentId}`,
          object: 'charge',
          payment_intent: intentId,
          amount_refunded: intent.refunded,
          refunds: { object: 'list', data: latest ? [{ id: latest.id, object: 'refund' }] : [] },
        },
      },
    });
    return { id, payload };
  }

  /** A refund made in Stripe's dashboard (no API call of the app's): what its webhook then reports. */
  function refundInDashboard(intentId: string, amount: number): FakeEvent {
    const intent = intents.get(intentId)!;
    const refund: FakeRefund = { id: nextId('re_dash'), intent: intentId, amount };
    refunds.set(refund.id, refund);
    intent.refunded += amount;
    return refundedEvent(intentId);
  }

  const signature = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

  /** Events not acknowledged yet (a 2xx), by id: Stripe sends each again until it is. */
  const undelivered = new Map<string, FakeEvent & { intent: string; amount: number }>();

  /** A dashboard refund whose event waits in `undelivered` until `deliverAll` gets it acknowledged. */
  function queueDashboardRefund(intentId: string, amount: number) {
    const event = refundInDashboard(intentId, amount);
    undelivered.set(event.id, { ...event, intent: intentId, amount });
    return event;
  }

  /** Sends every waiting event to the app at `origin`, once each; those not acknowledged wait for the next time. */
  async function deliverAll(origin: string): Promise<{ delivered: number; waiting: number }> {
    let delivered = 0;
    for (const event of [...undelivered.values()]) {
      const ok = await fetch(`${origin}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature(event.payload) },
        body: event.payload,
      }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) {
        undelivered.delete(event.id);
        delivered += 1;
      }
    }
    return { delivered, waiting: undelivered.size };
  }

  /** What Stripe holds: authorized (not canceled), captured and refunded, in total. */
  function totals() {
    let authorized = 0;
    let captured = 0;
    let refunded = 0;
    for (const intent of intents.values()) {
      if (intent.status !== 'canceled') authorized += intent.amount;
      captured += intent.captured;
      refunded += intent.refunded;
    }
    return { authorized, captured, refunded, intents: intents.size, refunds: refunds.size };
  }

  /** Serves the fake over HTTP on 127.0.0.1 (a child API process reaches it through STRIPE_API_BASE). */
  async function listen(): Promise<{ url: string; close: () => Promise<void> }> {
    const server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        const key = req.headers['idempotency-key'];
        const url = new URL(req.url ?? '/', 'http://fake');
        handle(
          req.method ?? 'GET',
          url.pathname,
          req.method === 'GET' ? url.searchParams : new URLSearchParams(body),
          typeof key === 'string' ? key : null,
        ).then(
          ({ status, body: json }) => res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' }).end(JSON.stringify(json)),
          () => res.destroy(),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  return {
    intents,
    refunds,
    calls,
    hooks,
    undelivered,
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    refundedEvent,
    refundInDashboard,
    queueDashboardRefund,
    deliverAll,
    signature,
    totals,
    listen,
  };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
