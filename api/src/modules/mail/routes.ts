import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, idempotent } from '../../http/idempotency';
import { sendResult } from '../../http/result';
import { problems } from '../../http/responses';
import { wakeJobRunners } from '../../jobs/wake';
import { InvoiceParams } from '../invoices/schemas';
import type { MoneyDeps } from '../money/context';
import { moneyCall, oneTransaction } from '../money/work';
import { isTestProcessor } from '../money/providers/testProcessor';
import { TransactionParams } from '../payments/schemas';
import { InvoiceSendInput, InvoiceSent, MailQueued, OutboxMail, OutboxMailParams, OutboxPage, OutboxQuery, ReceiptEmailInput } from './schemas';
import { emailReceipt, mailById, outboxList, sendInvoice } from './service';

/** The outbox and the calls that send mail (behind requireSession, scoped to the user's business). */
export const mailRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps; publicOrigin: string }> = async (app, { money, publicOrigin }) => {
  const { db } = money;
  app.get(
    '/api/outbox',
    {
      schema: {
        summary: 'List the outbox',
        description:
          'The mail the business sent or is sending, newest first; q matches part of the address or the subject. Without SMTP configured, messages are kept here (status kept).',
        tags: ['Mail'],
        operationId: 'listOutbox',
        querystring: OutboxQuery,
        response: { 200: OutboxPage, ...problems(400) },
      },
    },
    async (req) => outboxList(req.tenant, req.query),
  );

  app.get(
    '/api/outbox/:mailId',
    {
      schema: {
        summary: 'Read a message of the outbox',
        description: 'With its text and HTML bodies and its attachments (each a link to the PDF it is rendered from).',
        tags: ['Mail'],
        operationId: 'getOutboxMail',
        params: OutboxMailParams,
        response: { 200: OutboxMail, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await mailById(req.tenant, req.params.mailId)),
  );

  app.post(
    '/api/transactions/:transactionId/receipt/email',
    {
      schema: {
        summary: 'Email a receipt',
        description:
          "Queues the receipt (text and HTML, the receipt's PDF attached) to `to`, or to the contact's email. 202 with the message's id in the outbox. " +
          'Idempotent (Idempotency-Key): a retry does not send it twice. A declined card is no receipt: 409.',
        tags: ['Mail'],
        operationId: 'emailReceipt',
        params: TransactionParams,
        headers: IdempotencyHeaders,
        body: ReceiptEmailInput,
        response: { 202: MailQueued, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const user = req.signedIn!.user;
      const today = await req.tenant.today();
      const sent = await idempotent(db, req, reply, req.tenant.businessId, 202, (tenant) =>
        emailReceipt(tenant, user.id, req.params.transactionId, req.body ?? {}, today),
      );
      wakeJobRunners();
      return sent;
    },
  );

  app.post(
    '/api/invoices/:invoiceId/send',
    {
      schema: {
        summary: 'Send an invoice by email with a pay link',
        description:
          "Makes a payment link for the balance and queues the invoice (text and HTML with the link, the invoice's PDF attached) to `to`, or to the contact's email, " +
          "with the sender's `message` above it. 202 with the message's id and the link. 409 not_payable unless the invoice is open with a balance. " +
          'Idempotent (Idempotency-Key): a retry does not send it twice.',
        tags: ['Mail'],
        operationId: 'sendInvoice',
        params: InvoiceParams,
        headers: IdempotencyHeaders,
        body: InvoiceSendInput,
        response: { 202: InvoiceSent, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const work = oneTransaction('invoice.send', async (ctx) =>
        sendInvoice(ctx, req.params.invoiceId, req.body ?? {}, { origin: publicOrigin, testMode: isTestProcessor(money.provider) }, await ctx.tenant.today()),
      );
      const sent = await moneyCall(money, req, reply, req.tenant.businessId, work, 202);
      wakeJobRunners();
      return sent;
    },
  );
};
