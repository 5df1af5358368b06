import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { IdempotencyHeaders } from '../../http/idempotency';
import { utcToday } from '../../http/problem';
import { problems } from '../../http/responses';
import { staffMoneyCall } from '../payments/context';
import type { PaymentProvider } from '../payments/providers/provider';
import { CheckoutInput, Sale } from './schemas';
import { completeCheckout } from './service';

/** Checkout (behind requireSession): a sale in one call. */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ db: Db; provider: PaymentProvider }> = async (app, { db, provider }) => {
  app.post(
    '/api/checkout',
    {
      schema: {
        summary: 'Complete a checkout',
        description:
          'Prices the cart from the catalogue and takes its tenders: a paid invoice, its transactions and the change due, in one ' +
          'transaction. Idempotent: a retry with the same Idempotency-Key and body answers the first result. 402 when a card is ' +
          'declined (nothing but the decline is recorded), 409 register_closed when cash is taken without an open register.',
        tags: ['Checkout'],
        operationId: 'completeCheckout',
        headers: IdempotencyHeaders,
        body: CheckoutInput,
        response: { 201: Sale, ...problems(400, 402, 409, 422) },
      },
    },
    async (req, reply) => staffMoneyCall(db, provider, req, reply, (ctx) => completeCheckout(ctx, req.body, utcToday())),
  );
};
