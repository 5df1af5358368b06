import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders } from '../../http/idempotency';
import { scopedTo } from '../../db/tenant';
import { sendResult } from '../../http/result';
import { problems } from '../../http/responses';
import { InvoiceParams, PaymentLink } from '../invoices/schemas';
import { staffActor, VISITOR, type MoneyDeps } from '../money/context';
import { moneyCall } from '../money/work';
import { PayLinkInput, PayLinkParams, PayLinkReceipt, PayLinkView } from './schemas';
import { findLink, issuePaymentLink, noSuchLink, type LinkPurpose, type LinkRow } from './service';

/** a visitor's tries at a card, per address: enough for typos and a 3-D Secure step, too few for card testing */
const PAY_ATTEMPTS_PER_MINUTE = 10;

/** The desk's call (behind requireSession): a new link to pay an invoice. */
export const paymentLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/invoices/:invoiceId/payment-links',
    {
      schema: {
        summary: 'Create a payment link',
        description: `A public address (/pay/{id}) where the invoice's balance is paid by card; 409 not_payable unless the invoice is open with a balance.`,
        tags: ['Invoices'],
        operationId: 'createPaymentLink',
        params: InvoiceParams,
        response: { 201: PaymentLink, ...problems(400, 404, 409) },
      },
    },
    // a link moves no money: no Idempotency-Key, a new link each time (the older ones stay valid)
    async (req, reply) =>
      sendResult(
        reply,
        await req.unitOfWork((tenant) => issuePaymentLink({ tenant, actor: staffActor(req.signedIn!.user), ip: req.ip }, req.params.invoiceId)),
        201,
      ),
  );
};

/**
 * The public pay page's calls (no session): read a link, pay it by card. What a link pays depends
 * on its purpose, each read and paid the way `purposes` says (an invoice's: links/service.ts; a
 * booking's deposit: bookings/deposit.ts).
 */
export const payLinkRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps; publicOrigin: string; purposes: Record<LinkRow['purpose'], LinkPurpose> }> = async (
  app,
  { money, publicOrigin, purposes },
) => {
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
      return sendResult(reply, await purposes[link.purpose].view(tenant, link, new Date()));
    },
  );

  app.post(
    '/api/pay/:paymentLinkId',
    {
      schema: {
        summary: 'Pay a payment link',
        description:
          "Charges the card the invoice's whole balance, or the deposit (which books the held time: the answer's `returnUrl` is the booking's page). Idempotent per Idempotency-Key; a second tab's payment is refused 409 payment_pending while the first's card is at the processor, then 409 link_paid; an `amountMinor` no longer due (the desk took part of it meanwhile) is refused 409 amount_changed, nothing charged; a hold that ran out is 410 hold_expired, nothing charged; 503 processor_unavailable when the processor does not answer. " +
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
      const work = purposes[link.purpose].pay(link, req.body, publicOrigin);
      return moneyCall(money, req, reply, link.business_id, work, 201, VISITOR);
    },
  );
};
