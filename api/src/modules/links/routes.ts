import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders } from '../../http/idempotency';
import { scopedTo } from '../../db/tenant';
import { sendResult } from '../../http/result';
import { problems } from '../../http/responses';
import { VISITOR, type MoneyDeps } from '../payments/context';
import { moneyCall } from '../payments/work';
import { PayLinkInput, PayLinkParams, PayLinkReceipt, PayLinkView } from './schemas';
import { depositLinkView, payBookingDepositWork } from '../bookings/deposit';
import { findLink, invoiceLinkView, noSuchLink, payInvoiceLinkWork } from './service';

/** a visitor's tries at a card, per address: enough for typos and a 3-D Secure step, too few for card testing */
const PAY_ATTEMPTS_PER_MINUTE = 10;

/** The public pay page's calls (no session): read a link, pay it by card. */
export const payLinkRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps; publicOrigin: string }> = async (app, { money, publicOrigin }) => {
  const { db } = money;
  app.get(
    '/api/pay/:paymentLinkId',
    {
      schema: {
        summary: 'Read a payment link',
        description:
          "The business's name and what is paid: an invoice's number and balance, or the deposit that books a visitor's held time (its service, staff member, start and the hold's end); nothing else of the business. " +
          '404 unknown, 409 link_paid, 410 link_expired, link_void or hold_expired.',
        tags: ['Payment links'],
        operationId: 'getPaymentLink',
        params: PayLinkParams,
        response: { 200: PayLinkView, ...problems(400, 404, 409, 410) },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const link = await findLink(db, req.params.paymentLinkId);
      if (!link) return sendResult(reply, noSuchLink());
      // the link names its business: its reads are scoped to it
      const tenant = scopedTo(db, link.business_id);
      return sendResult(reply, link.purpose === 'deposit' ? await depositLinkView(tenant, link, Date.now()) : await invoiceLinkView(tenant, link, new Date()));
    },
  );

  app.post(
    '/api/pay/:paymentLinkId',
    {
      schema: {
        summary: 'Pay a payment link',
        description:
          "Charges the card the invoice's whole balance, or the deposit (which books the held time: the answer's `returnUrl` is the booking's page). Idempotent per Idempotency-Key; a second tab's payment is refused 409 payment_pending while the first's card is at the processor, then 409 link_paid; a hold that ran out is 410 hold_expired, nothing charged; 503 processor_unavailable when the processor does not answer. " +
          '402 card_declined / insufficient_funds, or authentication_required with a `challenge`: once the holder completes it, send the payment again with `authentication`.',
        tags: ['Payment links'],
        operationId: 'payPaymentLink',
        headers: IdempotencyHeaders,
        params: PayLinkParams,
        body: PayLinkInput,
        response: { 201: PayLinkReceipt, ...problems(400, 402, 404, 409, 410, 422, 429, 503) },
      },
      config: { rateLimit: { max: PAY_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const link = await findLink(db, req.params.paymentLinkId);
      if (!link) return sendResult(reply, noSuchLink());
      // the link names its business: the payment's units of work are bound to it
      const work = link.purpose === 'deposit' ? payBookingDepositWork(link, req.body, publicOrigin) : payInvoiceLinkWork(link, req.body);
      return moneyCall(money, req, reply, link.business_id, work, 201, VISITOR);
    },
  );
};
