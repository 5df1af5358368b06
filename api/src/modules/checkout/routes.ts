import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders } from '../../http/idempotency';
import { problems } from '../../http/responses';
import type { MoneyDeps } from '../money/context';
import { moneyCall } from '../money/work';
import { CheckoutAttempt, CheckoutAttemptParams, CheckoutInput } from './schemas';
import { Sale } from '../invoices/moneySchemas';
import { checkoutAttempt, checkoutWork } from './service';

/** Checkout (behind requireSession): a sale in one call. */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps }> = async (app, { money }) => {
  app.post(
    '/api/checkout',
    {
      schema: {
        summary: 'Complete a checkout',
        description:
          'Prices the cart from the catalogue and takes its tenders: a paid invoice, its transactions and the change due, written in one ' +
          'transaction once the cards are authorized (captured after it). Idempotent: a retry with the same Idempotency-Key and body answers ' +
          'the first result (409 request_in_progress while it is still running). 402 when a card is declined (nothing but the decline is ' +
          'recorded), 409 register_closed when cash is taken without an open register, 503 processor_unavailable when the card processor does not answer.',
        tags: ['Checkout'],
        operationId: 'completeCheckout',
        headers: IdempotencyHeaders,
        body: CheckoutInput,
        response: { 201: Sale, ...problems(400, 402, 409, 422, 503) },
      },
    },
    async (req, reply) => moneyCall(money, req, reply, req.tenant.businessId, checkoutWork(req.body, await req.tenant.today()), 201),
  );

  app.get(
    '/api/checkout/attempts/:key',
    {
      schema: {
        summary: 'Find what became of a checkout',
        description:
          'What became of the checkout sent with this Idempotency-Key, read without sending it again (a till reloaded while its sale was on its way): ' +
          '`completed` with the sale as its call answered it, `declined` (a card was declined: nothing but the decline recorded), `in_progress` ' +
          '(its card is still with the processor), or `not_completed` (it never came, or was refused and changed nothing: nothing was charged).',
        tags: ['Checkout'],
        operationId: 'findCheckoutAttempt',
        params: CheckoutAttemptParams,
        response: { 200: CheckoutAttempt, ...problems(400) },
      },
    },
    async (req) => checkoutAttempt(req.tenant, req.params.key),
  );
};
