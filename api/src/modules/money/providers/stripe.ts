import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import {
  cardFacts,
  WebhookSignatureError,
  type Authorization,
  type DeclineCode,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderRefund,
} from './provider';

// The Stripe adapter (docs/decisions/0020-money.md): PAYMENT_PROVIDER=stripe, with STRIPE_SECRET_KEY
// and STRIPE_WEBHOOK_SECRET. A card is authorized as a PaymentIntent with capture_method manual and
// confirmed at once, captured once the sale is written, cancelled when another tender of the sale
// is declined; each call carries an Idempotency-Key derived from the API call's own and its
// business (modules/money/calls.ts), so a retry is the same operation at Stripe. Calls are made
// outside any database transaction; a checkout waits at most TIMEOUT_MS for an answer, once more
// after a network failure (docs/decisions/0031). What this was not run against: api/README.md, "Stripe".

/** how long a call waits for Stripe's answer: what a customer at the till can wait */
export const TIMEOUT_MS = 8_000;
/** one more try after a network failure (the Idempotency-Key makes it the same call) */
export const NETWORK_RETRIES = 1;

/** Stripe's decline codes as the desk's (anything else is a plain decline). */
function declineCodeOf(error: unknown): DeclineCode | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  const code = error.decline_code || error.code;
  if (code === 'insufficient_funds') return 'insufficient_funds';
  if (code === 'authentication_required') return 'authentication_required';
  return 'card_declined';
}

export function createStripeProvider(config: StripeConfig, options: { httpClient?: ReturnType<typeof Stripe.createFetchHttpClient> } = {}): PaymentProvider {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    // a Stripe-compatible server instead of api.stripe.com (stripe-mock, a test's fake)
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
  });
  return {
    name: 'stripe',

    async authorize({ amountMinor, currency, card, key }): Promise<Authorization> {
      const facts = cardFacts(card.number);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountMinor,
            currency: currency.toLowerCase(),
            capture_method: 'manual',
            confirm: true,
            // the desk has no one to show a 3-D Secure step to: Stripe fails it (authentication_required)
            error_on_requires_action: true,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            // raw card numbers need Stripe's permission; see api/README.md, "Stripe"
            payment_method_data: {
              type: 'card',
              card: { number: card.number.replace(/\D/g, ''), exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
            } as unknown as Stripe.PaymentIntentCreateParams.PaymentMethodData,
          },
          { idempotencyKey: `authorize:${key}` },
        );
        if (intent.status === 'requires_capture') return { approved: true, ref: intent.id, ...facts };
        // the holder must confirm (3-D Secure): at the desk that is a decline; the payment is let go
        if (intent.status === 'requires_action') {
          await stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: `cancel:${key}` });
          return { approved: false, code: 'authentication_required', ref: intent.id, ...facts };
        }
        return { approved: false, code: 'card_declined', ref: intent.id, ...facts };
      } catch (error) {
        const code = declineCodeOf(error);
        if (!code) throw error;
        return { approved: false, code, ref: null, ...facts };
      }
    },

    async capture(ref, amountMinor, key) {
      await stripe.paymentIntents.capture(ref, { amount_to_capture: amountMinor }, { idempotencyKey: `capture:${key}` });
    },

    async release(ref, key) {
      await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel:${key}` });
    },

    async refund({ ref, amountMinor, key }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: ref, amount: amountMinor }, { idempotencyKey: `refund:${key}` });
        return refund.status === 'failed' || refund.status === 'canceled' ? { ok: false, code: 'card_declined' } : { ok: true, ref: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError)
          return { ok: false, code: 'card_declined' };
        throw error;
      }
    },

    async refundsOf(ref) {
      const refunds: ProviderRefund[] = [];
      for await (const refund of stripe.refunds.list({ payment_intent: ref, limit: 100 })) {
        if (refund.status === 'succeeded') refunds.push({ ref: refund.id, amountMinor: refund.amount });
      }
      return refunds;
    },

    verifyWebhook(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        // 300 s tolerance (Stripe's default): a replay of an old signed body is refused
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'The signature does not verify');
      }
      const base = { id: event.id, type: event.type };
      if (event.type === 'payment_intent.payment_failed') {
        const intent = event.data.object;
        const failure = intent.last_payment_error;
        return { ...base, effect: 'payment_failed', paymentRef: intent.id, code: failure?.decline_code || failure?.code || 'card_declined' };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const paymentRef = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
        if (!paymentRef) return { ...base, effect: 'other' };
        return { ...base, effect: 'refunded', paymentRef };
      }
      return { ...base, effect: 'other' };
    },
  };
}
