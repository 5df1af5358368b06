import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DateRangeQuery } from '../../http/dayRange';
import { sendResult } from '../../http/result';
import { csvFile, problems, sendCsvFile } from '../../http/responses';
import { DigitalFormsPage, DigitalFormsQuery, InboundLead, InboundLeadQuery, RepeatFrequency, SalesReport, SalesReportQuery } from './schemas';
import { digitalFormsPage, inboundLeadReport, repeatFrequencyReport, salesCsv, salesReport } from './service';

/**
 * The contact reports and the money report; behind requireSession, scoped to the user's business.
 * The repeat-frequency report aggregates a scoped subquery, which takes the database itself
 * (repo.ts). The money report is for admins: its cash figures would tell a cashier what a blind
 * count hides (docs/decisions/0020-money.md).
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/reports/repeat-frequency',
    {
      schema: {
        summary: 'Report repeat frequency',
        description: 'Customers per number of visits (1 to 5+) between from and to (days, inclusive).',
        tags: ['Reports'],
        operationId: 'getRepeatFrequencyReport',
        querystring: DateRangeQuery,
        response: { 200: RepeatFrequency, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await repeatFrequencyReport(req.tenant, req.query)),
  );

  app.get(
    '/api/reports/inbound-lead',
    {
      schema: {
        summary: 'Report inbound leads',
        description: 'New contacts per period (day, week, month) and source.',
        tags: ['Reports'],
        operationId: 'getInboundLeadReport',
        querystring: InboundLeadQuery,
        response: { 200: InboundLead, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await inboundLeadReport(req.tenant, req.query)),
  );

  app.get(
    '/api/reports/digital-forms',
    {
      schema: {
        summary: 'List signed digital forms',
        description: 'Forms signed by contacts between from and to, newest first.',
        tags: ['Reports'],
        operationId: 'listDigitalForms',
        querystring: DigitalFormsQuery,
        response: { 200: DigitalFormsPage, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await digitalFormsPage(req.tenant, req.query)),
  );

  app.get(
    '/api/reports/sales',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Report sales',
        description:
          'Sales, tips, tax, discounts and refunds: today, between from and to (days, UTC, inclusive; default the last 30 days; ' +
          'at most 366 days) and in the span of the same length before it; the range day by day, per tender, per user and its ' +
          'ten top items. Admins only.',
        tags: ['Reports'],
        operationId: 'getSalesReport',
        querystring: SalesReportQuery,
        response: { 200: SalesReport, ...problems(400, 403) },
      },
    },
    async (req, reply) => sendResult(reply, await salesReport(req.tenant, req.query)),
  );

  app.get(
    '/api/reports/sales/export.csv',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'Export sales per day as CSV',
        description: "The sales report's day-by-day table (same range rules), amounts in major units (formulas defused). Admins only.",
        tags: ['Reports'],
        operationId: 'exportSalesReport',
        querystring: SalesReportQuery,
        response: { 200: csvFile('A row per day of the range'), ...problems(400, 403) },
      },
    },
    async (req, reply) => {
      const csv = await salesCsv(req.tenant, req.query);
      if (!csv.ok) return sendResult(reply, csv);
      return sendCsvFile(reply, csv.value.name, csv.value.lines);
    },
  );
};
