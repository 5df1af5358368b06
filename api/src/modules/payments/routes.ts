import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateRangeQuery } from '../../http/dayRange';
import { sendResult } from '../../http/result';
import { csvFile, problems, sendCsv } from '../../http/responses';
import { Receipt, Takings, TransactionFilter, TransactionListQuery, TransactionPage, TransactionParams, TransactionStaff } from './schemas';
import { receiptOf } from './receipts';
import { takingsReport, transactionCsv, transactionPage, transactionStaff } from './transactions';

/** Transactions and receipts (behind requireSession). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/transactions',
    {
      schema: {
        summary: 'List transactions',
        description:
          'Newest first, filtered by the days made (UTC, inclusive), register, tender, staff member, status, kind and a search (contact name or receipt number); with what the whole filter adds up to. Blind count: a staff member reads the transactions of a register session still open as `withheld`, without amounts or tender; they match no tender filter and are left out of the totals (`totals.withheldCount` says how many). An admin reads every transaction whole.',
        tags: ['Payments'],
        operationId: 'listTransactions',
        querystring: TransactionListQuery,
        response: { 200: TransactionPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await transactionPage(req.tenant, req.query, req.signedIn!.user)),
  );

  app.get(
    '/api/transactions/export.csv',
    {
      schema: {
        summary: 'Export transactions as CSV',
        description:
          "The transactions the list's filters select, newest first; amounts in major units, refunds negative (formulas defused). For staff, a transaction the list withholds has its tender, amount, card, check and batch blank.",
        tags: ['Payments'],
        operationId: 'exportTransactions',
        querystring: TransactionFilter,
        response: { 200: csvFile('The transactions, one a row'), ...problems(400) },
      },
    },
    async (req, reply) => {
      const lines = transactionCsv(req.tenant, req.query, req.signedIn!.user, await req.tenant.timeZone());
      return lines.ok ? sendCsv(reply, 'transactions', lines.value, await req.tenant.today()) : sendResult(reply, lines);
    },
  );

  app.get(
    '/api/transactions/takings',
    {
      schema: {
        summary: 'Takings by day and tender',
        description:
          'What cash, card and check took, net of refunds, each day of the range (UTC, inclusive; zeros included) and over it. Succeeded transactions only. For staff, without a register session still open (blind count): `withheldCount` says how many are left out.',
        tags: ['Payments'],
        operationId: 'getTakings',
        querystring: DateRangeQuery,
        response: { 200: Takings, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await takingsReport(req.tenant, req.query, req.signedIn!.user)),
  );

  app.get(
    '/api/transactions/staff',
    {
      schema: {
        summary: 'List the staff to filter transactions by',
        description: "The business's accounts by name.",
        tags: ['Payments'],
        operationId: 'listTransactionStaff',
        response: { 200: TransactionStaff },
      },
    },
    async (req) => transactionStaff(req.tenant),
  );

  app.get(
    '/api/transactions/:transactionId/receipt',
    {
      schema: {
        summary: 'Read a receipt',
        description:
          'A transaction with the invoice it paid (lines and totals) and the other tenders of the same sale; `testMode` when a card on it went through the test processor (no money moved).',
        tags: ['Payments'],
        operationId: 'getReceipt',
        params: TransactionParams,
        response: { 200: Receipt, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await receiptOf(req.tenant, req.params.transactionId, await req.tenant.today())),
  );
};
