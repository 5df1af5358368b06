import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { sendFieldErrors } from '../../http/problem';
import { problems } from '../../http/responses';
import { DateRangeQuery, DigitalFormsPage, DigitalFormsQuery, InboundLead, InboundLeadQuery, RepeatFrequency } from './schemas';
import { digitalFormsPage, inboundLeadReport, repeatFrequencyReport } from './service';

/**
 * The contact reports; behind requireSession, scoped to the user's business. The repeat-frequency
 * report aggregates a scoped subquery, which takes the database itself (repo.ts).
 */
export const reportRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
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
    async (req, reply) => {
      const report = await repeatFrequencyReport(db, req.tenant, req.query);
      return report.ok ? report.value : sendFieldErrors(reply, report.errors);
    },
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
    async (req, reply) => {
      const report = await inboundLeadReport(req.tenant, req.query);
      return report.ok ? report.value : sendFieldErrors(reply, report.errors);
    },
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
    async (req, reply) => {
      const page = await digitalFormsPage(req.tenant, req.query);
      return page.ok ? page.value : sendFieldErrors(reply, page.errors);
    },
  );
};
