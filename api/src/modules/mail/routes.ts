import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdempotencyHeaders, idempotent } from '../../http/idempotency';
import { problems } from '../../http/responses';
import { wakeJobRunners } from '../../jobs/wake';
import { InvoiceParams } from '../invoices/schemas';
import type { MoneyDeps } from '../money/context';
import { moneyCall, oneTransaction } from '../money/work';
import { isTestProcessor } from '../money/providers/testProcessor';
import { TransactionParams } from '../payments/schemas';
import { InvoiceSendInput, InvoiceSent, MailQueued, ReceiptEmailInput } from './schemas';
import { emailReceipt, sendInvoice } from './service';

/**
 * The calls that send the business's email through the outbox (behind requireSession, scoped to the
 * user's business). It is read under Mail's Sent (modules/mailbox: GET /api/mail/mails?label=sent).
 */
export const mailRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps; publicOrigin: string }> = async (app, { money, publicOrigin }) => {
  const { db } = money;
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
