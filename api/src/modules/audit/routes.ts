import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problems } from '../../http/responses';
import { AuditEventPage, AuditEventQuery } from './schemas';
import { auditPage } from './service';

/** The business's audit trail, for its admins (behind requireSession). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit-events',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'List the audit trail',
        description: "Every export and import of the business's contacts: who, when, what and how many rows, newest first. Admins only.",
        tags: ['Audit'],
        operationId: 'listAuditEvents',
        querystring: AuditEventQuery,
        response: { 200: AuditEventPage, ...problems(400, 403) },
      },
    },
    async (req) => auditPage(req.tenant, req.query),
  );
};
