import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { isoDateTime, sendProblem } from '../../http/problem';
import { tenantOf } from '../../http/security';
import { DEFAULT_PAGE_SIZE, inboundLead, repeatFrequency, signedForms } from './repo';
import {
  DateRangeQuery,
  DigitalFormsPage,
  DigitalFormsQuery,
  InboundLead,
  InboundLeadQuery,
  RepeatFrequency,
} from './schemas';
import { rangeInstants, rangeProblem } from './service';

/** The contact reports; behind requireSession, scoped to the user's business. */
export async function reportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/api/reports/repeat-frequency',
    { schema: { querystring: DateRangeQuery, response: { 200: RepeatFrequency } } },
    async (req, reply) => {
      const { from, to } = req.query as DateRangeQuery;
      const problem = rangeProblem(from, to);
      if (problem) return sendProblem(reply, 400, 'Bad Request', problem);
      const { start, end } = rangeInstants(from, to);
      const result = await repeatFrequency(db, tenantOf(db, req), start, end);
      return { from, to, ...result } satisfies RepeatFrequency;
    },
  );

  app.get(
    '/api/reports/inbound-lead',
    { schema: { querystring: InboundLeadQuery, response: { 200: InboundLead } } },
    async (req, reply) => {
      const { from, to, interval = 'month' } = req.query as InboundLeadQuery;
      const problem = rangeProblem(from, to);
      if (problem) return sendProblem(reply, 400, 'Bad Request', problem);
      const { start, end } = rangeInstants(from, to);
      const series = await inboundLead(tenantOf(db, req), start, end, interval);
      const total = series.reduce((sum, entry) => sum + entry.count, 0);
      return { from, to, interval, series, total } satisfies InboundLead;
    },
  );

  app.get(
    '/api/reports/digital-forms',
    { schema: { querystring: DigitalFormsQuery, response: { 200: DigitalFormsPage } } },
    async (req, reply) => {
      const query = req.query as DigitalFormsQuery;
      const problem = rangeProblem(query.from, query.to);
      if (problem) return sendProblem(reply, 400, 'Bad Request', problem);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
      const start = query.from ? rangeInstants(query.from, query.from).start : undefined;
      const end = query.to ? rangeInstants(query.to, query.to).end : undefined;
      const { rows, total } = await signedForms(tenantOf(db, req), { start, end, page, pageSize });
      return {
        items: rows.map((row) => ({
          id: row.id,
          contactId: row.contact_id,
          contactName: [row.first_name, row.last_name].filter(Boolean).join(' '),
          formName: row.form_name,
          signedAt: isoDateTime(row.signed_at),
        })),
        total,
        page,
        pageSize,
      } satisfies DigitalFormsPage;
    },
  );
}
