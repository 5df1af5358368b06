import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import { IdempotencyHeaders, type Answer } from '../../http/idempotency';
import { sendFieldErrors, sendProblem, utcToday } from '../../http/problem';
import { csvFile, problems } from '../../http/responses';
import { Sale } from '../checkout/schemas';
import { issuePaymentLink } from '../links/service';
import { staffMoneyCall, staffMoneyContext, type MoneyContext } from '../payments/context';
import type { PaymentProvider } from '../payments/providers/provider';
import { createInvoice, invoiceCsv, invoiceDetail, invoicePage, issueInvoice, payInvoice, refundInvoice, voidInvoice } from './billing';
import { InvoiceDetail, InvoicePaymentInput, InvoiceRefundInput } from './moneySchemas';
import { Invoice, InvoiceFilter, InvoiceInput, InvoiceListQuery, InvoicePage, InvoiceParams, PaymentLink, VoidInput } from './schemas';

/** Invoices: the list, one invoice's money and history, and what is done to it (behind requireSession). */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ db: Db; provider: PaymentProvider }> = async (app, { db, provider }) => {
  /** Runs a money operation on an invoice in its Idempotency-Key's transaction, as the signed-in staff member. */
  const moneyCall = (req: FastifyRequest, reply: FastifyReply, work: (ctx: MoneyContext, today: string) => Promise<Answer>) =>
    staffMoneyCall(db, provider, req, reply, (ctx) => work(ctx, utcToday()));

  app.get(
    '/api/invoices',
    {
      schema: {
        summary: 'List invoices',
        description: 'Newest number first. `status` overdue is an open invoice past its due day (open means not overdue); `q` matches the number or the contact as billed.',
        tags: ['Invoices'],
        operationId: 'listInvoices',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage, ...problems(400) },
      },
    },
    async (req, reply) => {
      const page = await invoicePage(req.tenant, req.query, utcToday());
      return page.ok ? page.value : sendFieldErrors(reply, page.errors);
    },
  );

  app.get(
    '/api/invoices/export.csv',
    {
      schema: {
        summary: 'Export invoices as CSV',
        description: "The invoices the list's filters select, newest first, amounts in major units (formulas defused).",
        tags: ['Invoices'],
        operationId: 'exportInvoices',
        querystring: InvoiceFilter,
        response: { 200: csvFile('The invoices, one a row'), ...problems(400) },
      },
    },
    async (req, reply) => {
      const lines = invoiceCsv(req.tenant, req.query, utcToday());
      if (!lines.ok) return sendFieldErrors(reply, lines.errors);
      reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="invoices-${utcToday()}.csv"`);
      return reply.send(Readable.from(lines.value));
    },
  );

  app.post(
    '/api/invoices',
    {
      schema: {
        summary: 'Create an invoice',
        description:
          'Bills a cart to be paid later: an open invoice (or a draft) numbered next in the business, its counted products taken. ' +
          'Idempotent: a retry with the same Idempotency-Key and body answers the first result.',
        tags: ['Invoices'],
        operationId: 'createInvoice',
        headers: IdempotencyHeaders,
        body: InvoiceInput,
        response: { 201: Invoice, ...problems(400, 422) },
      },
    },
    async (req, reply) => moneyCall(req, reply, (ctx, today) => createInvoice(ctx, req.body, today)),
  );

  app.get(
    '/api/invoices/:invoiceId',
    {
      schema: {
        summary: 'Get an invoice',
        description: 'Its lines and totals, its payments and refunds, its payment links, and its money events from the audit trail.',
        tags: ['Invoices'],
        operationId: 'getInvoice',
        params: InvoiceParams,
        response: { 200: InvoiceDetail, ...problems(400, 404) },
      },
    },
    async (req, reply) => (await invoiceDetail(req.tenant, req.params.invoiceId, utcToday())) ?? sendProblem(reply, 404, 'not_found', 'No such invoice'),
  );

  app.post(
    '/api/invoices/:invoiceId/issue',
    {
      schema: {
        summary: 'Issue a draft invoice',
        description: 'A draft becomes open, to be paid. 409 conflict for an invoice that is not a draft.',
        tags: ['Invoices'],
        operationId: 'issueInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        response: { 200: Invoice, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => moneyCall(req, reply, (ctx, today) => issueInvoice(ctx, req.params.invoiceId, today)),
  );

  app.post(
    '/api/invoices/:invoiceId/void',
    {
      schema: {
        summary: 'Void an invoice',
        description: 'Admins. Only an invoice that holds no money (refund its payments first): its stock comes back and its payment links stop working.',
        tags: ['Invoices'],
        operationId: 'voidInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: VoidInput,
        response: { 200: Invoice, ...problems(400, 404, 409, 422) },
      },
      config: { role: 'admin' },
    },
    async (req, reply) => moneyCall(req, reply, (ctx, today) => voidInvoice(ctx, req.params.invoiceId, req.body.reason, today)),
  );

  app.post(
    '/api/invoices/:invoiceId/payments',
    {
      schema: {
        summary: 'Record a payment on an invoice',
        description:
          "Part or all of an open invoice's balance, by cash, card, check and the contact's held deposits; paid once nothing is left. " +
          '402 when a card is declined, 409 not_payable for a paid, void or draft invoice, 409 register_closed for cash without an open register.',
        tags: ['Invoices'],
        operationId: 'payInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: InvoicePaymentInput,
        response: { 201: Sale, ...problems(400, 402, 404, 409, 422) },
      },
    },
    async (req, reply) => moneyCall(req, reply, (ctx, today) => payInvoice(ctx, req.params.invoiceId, req.body, today)),
  );

  app.post(
    '/api/invoices/:invoiceId/refunds',
    {
      schema: {
        summary: 'Refund an invoice',
        description:
          "Admins. Gives back part or all of the invoice's payments, each by its own tender (a card through the processor, cash from an open drawer), " +
          'all in one transaction. A payment from deposits is not refunded in money.',
        tags: ['Invoices'],
        operationId: 'refundInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: InvoiceRefundInput,
        response: { 201: Sale, ...problems(400, 402, 404, 409, 422) },
      },
      config: { role: 'admin' },
    },
    async (req, reply) => moneyCall(req, reply, (ctx, today) => refundInvoice(ctx, req.params.invoiceId, req.body, today)),
  );

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
    async (req, reply) => {
      // a link moves no money: no Idempotency-Key, a new link each time (the older ones stay valid)
      const outcome = await db.transaction().execute(async (trx) => issuePaymentLink(await staffMoneyContext(req, trx, provider), req.params.invoiceId));
      if (outcome.kind === 'done') return reply.code(201).send(outcome.value);
      if (outcome.kind === 'invalid') return sendFieldErrors(reply, outcome.errors);
      return sendProblem(reply, outcome.status, outcome.code, outcome.detail);
    },
  );
};
