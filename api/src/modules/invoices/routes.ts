import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdempotencyHeaders } from '../../http/idempotency';
import { sendResult, type Result, type SuccessStatus } from '../../http/result';
import { csvFile, problems, sendCsv } from '../../http/responses';
import type { MoneyContext, MoneyDeps } from '../money/context';
import { moneyCall, oneTransaction, type MoneyWork } from '../money/work';
import { createInvoice, editInvoice, invoiceCsv, invoiceDetail, invoicePage, issueInvoice, payInvoiceWork, refundInvoiceWork, voidInvoice } from './billing';
import { InvoiceDetail, InvoicePaymentInput, InvoiceRefundInput, Sale } from './moneySchemas';
import { Invoice, InvoiceFilter, InvoiceInput, InvoiceListQuery, InvoicePage, InvoiceParams, InvoiceTermsInput, VoidInput } from './schemas';

/** Invoices: the list, one invoice's money and history, and what is done to it (behind requireSession). */
export const invoiceRoutes: FastifyPluginAsyncTypebox<{ money: MoneyDeps }> = async (app, { money }) => {
  /** Runs a money operation on an invoice under its Idempotency-Key, as the signed-in staff member. */
  const call = <P, T>(req: FastifyRequest, reply: FastifyReply, work: MoneyWork<P, T>, status: SuccessStatus) =>
    moneyCall(money, req, reply, req.tenant.businessId, work, status);
  /** One that needs no processor: in one unit of work. */
  const inOne = <T>(
    req: FastifyRequest,
    reply: FastifyReply,
    name: string,
    status: SuccessStatus,
    work: (ctx: MoneyContext, today: string) => Promise<Result<T>>,
  ) =>
    call(
      req,
      reply,
      oneTransaction(name, async (ctx) => work(ctx, await ctx.tenant.today())),
      status,
    );

  app.get(
    '/api/invoices',
    {
      schema: {
        summary: 'List invoices',
        description:
          'Newest number first. `status` overdue is an open invoice past its due day (open means not overdue); `q` matches the number or the contact as billed.',
        tags: ['Invoices'],
        operationId: 'listInvoices',
        querystring: InvoiceListQuery,
        response: { 200: InvoicePage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await invoicePage(req.tenant, req.query, await req.tenant.today())),
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
      const [zone, today] = [await req.tenant.timeZone(), await req.tenant.today()];
      const lines = invoiceCsv(req.tenant, req.query, today, zone);
      return lines.ok ? sendCsv(reply, 'invoices', lines.value, today) : sendResult(reply, lines);
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
    async (req, reply) => inOne(req, reply, 'invoice.create', 201, (ctx, today) => createInvoice(ctx, req.body, today)),
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
    async (req, reply) => sendResult(reply, await invoiceDetail(req.tenant, req.params.invoiceId, await req.tenant.today())),
  );

  app.patch(
    '/api/invoices/:invoiceId',
    {
      schema: {
        summary: "Change an invoice's due date, terms or note",
        description:
          'Any of the three, while the invoice is a draft or open and not yet sent by email, paid in part or void: 409 conflict once it is ' +
          '(the customer has them as they were). The change is in its history. A due day in the past is refused.',
        tags: ['Invoices'],
        operationId: 'editInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: InvoiceTermsInput,
        response: { 200: Invoice, ...problems(400, 404, 409, 422) },
      },
    },
    async (req, reply) => inOne(req, reply, 'invoice.edit', 200, (ctx, today) => editInvoice(ctx, req.params.invoiceId, req.body, today)),
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
    async (req, reply) => inOne(req, reply, 'invoice.issue', 200, (ctx, today) => issueInvoice(ctx, req.params.invoiceId, today)),
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
    async (req, reply) => inOne(req, reply, 'invoice.void', 200, (ctx, today) => voidInvoice(ctx, req.params.invoiceId, req.body.reason, today)),
  );

  app.post(
    '/api/invoices/:invoiceId/payments',
    {
      schema: {
        summary: 'Record a payment on an invoice',
        description:
          "Part or all of an open invoice's balance, by cash, card, check and the contact's held deposits; paid once nothing is left. " +
          "402 when a card is declined, 409 not_payable for a paid, void or draft invoice, 409 payment_pending while another payment's card holds the balance, " +
          '409 register_closed for cash without an open register, 503 processor_unavailable when the card processor does not answer.',
        tags: ['Invoices'],
        operationId: 'payInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: InvoicePaymentInput,
        response: { 201: Sale, ...problems(400, 402, 404, 409, 422, 503) },
      },
    },
    async (req, reply) => call(req, reply, payInvoiceWork(req.params.invoiceId, req.body, await req.tenant.today()), 201),
  );

  app.post(
    '/api/invoices/:invoiceId/refunds',
    {
      schema: {
        summary: 'Refund an invoice',
        description:
          "Admins. Gives back part or all of the invoice's payments, each by its own tender: a card through the processor, cash from an open drawer, " +
          'a check recorded, a payment from deposits returned to credit (the deposits it was applied from). A card the processor refuses answers 402 ' +
          'and refuses the rest; 503 processor_unavailable when the processor does not answer (the refund is finished later under the same key).',
        tags: ['Invoices'],
        operationId: 'refundInvoice',
        headers: IdempotencyHeaders,
        params: InvoiceParams,
        body: InvoiceRefundInput,
        response: { 201: Sale, ...problems(400, 402, 404, 409, 422, 503) },
      },
      config: { role: 'admin' },
    },
    async (req, reply) => call(req, reply, refundInvoiceWork(req.params.invoiceId, req.body, await req.tenant.today()), 201),
  );
};
