import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendResult } from '../../../http/result';
import { csvFile, problems, sendCsv } from '../../../http/responses';
import { ClosedBatches, SettlementBatchDetail, SettlementBatchFilter, SettlementBatchListQuery, SettlementBatchPage, SettlementBatchParams } from './schemas';
import { batchCsv, batchDetail, batchPage, closeFinishedDays } from './service';

/** Settlement batches: the card takings of each finished day per provider (behind requireSession). */
export const settlementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/settlement-batches',
    {
      schema: {
        summary: 'List settlement batches',
        description: 'Newest day first; by the days (UTC, inclusive) of the batches.',
        tags: ['Payments'],
        operationId: 'listSettlementBatches',
        querystring: SettlementBatchListQuery,
        response: { 200: SettlementBatchPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await batchPage(req.tenant, req.query)),
  );

  app.get(
    '/api/settlement-batches/export.csv',
    {
      schema: {
        summary: 'Export settlement batches as CSV',
        description: "The batches the list's filters select, newest day first, totals in major units.",
        tags: ['Payments'],
        operationId: 'exportSettlementBatches',
        querystring: SettlementBatchFilter,
        response: { 200: csvFile('The batches, one a row'), ...problems(400) },
      },
    },
    async (req, reply) => {
      const lines = batchCsv(req.tenant, req.query);
      return lines.ok ? sendCsv(reply, 'settlement-batches', lines.value, await req.tenant.today()) : sendResult(reply, lines);
    },
  );

  app.post(
    '/api/settlement-batches/close',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Close the finished days now',
        description:
          "Admins only. Puts the card transactions of every day before today (the business's, in its time zone) that are in no batch into their day's batch, as the hourly job does; closing again changes nothing. Answers the batches made or added to.",
        tags: ['Payments'],
        operationId: 'closeSettlementBatches',
        response: { 200: ClosedBatches, ...problems(403) },
      },
    },
    async (req) => req.unitOfWork(async (tenant) => closeFinishedDays(tenant, await tenant.today())),
  );

  app.get(
    '/api/settlement-batches/:batchId',
    {
      schema: {
        summary: 'Get a settlement batch',
        description: 'With its transactions, oldest first.',
        tags: ['Payments'],
        operationId: 'getSettlementBatch',
        params: SettlementBatchParams,
        response: { 200: SettlementBatchDetail, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await batchDetail(req.tenant, req.params.batchId)),
  );
};
