import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pageWindow } from '../../http/paging';
import { isoDateTime } from '../../http/problem';
import { problems } from '../../http/responses';
import { listAuditEvents } from './repo';
import { AuditEventPage, AuditEventQuery, type AuditEvent } from './schemas';

/** The business's audit trail, for its admins (behind requireSession). */
export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit-events',
    {
      config: { role: 'admin' },
      schema: {
        summary: 'List the audit trail',
        description: 'Every export and import of the business\'s contacts: who, when, what and how many rows, newest first. Admins only.',
        tags: ['Audit'],
        operationId: 'listAuditEvents',
        querystring: AuditEventQuery,
        response: { 200: AuditEventPage, ...problems(400, 403) },
      },
    },
    async (req) => {
      const window = pageWindow(req.query);
      const { rows, total } = await listAuditEvents(req.tenant, window);
      const items: AuditEvent[] = rows.map((row) => ({
        id: row.id,
        action: row.action,
        userId: row.user_id,
        userEmail: row.user_email,
        rowCount: row.row_count,
        detail: JSON.parse(row.detail) as Record<string, unknown>,
        at: isoDateTime(row.at),
      }));
      return { items, total, page: window.page, pageSize: window.pageSize };
    },
  );
};
