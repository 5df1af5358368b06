import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendProblem, utcToday } from '../../http/problem';
import { problems } from '../../http/responses';
import { Receipt, TransactionParams } from './schemas';
import { receiptOf } from './service';

/** Transactions and receipts (behind requireSession). */
export const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/transactions/:transactionId/receipt',
    {
      schema: {
        summary: 'Read a receipt',
        description: 'A transaction with the invoice it paid (lines and totals) and the other tenders of the same sale.',
        tags: ['Payments'],
        operationId: 'getReceipt',
        params: TransactionParams,
        response: { 200: Receipt, ...problems(400, 404) },
      },
    },
    async (req, reply) => (await receiptOf(req.tenant, req.params.transactionId, utcToday())) ?? sendProblem(reply, 404, 'not_found', 'No such transaction'),
  );
};
