import { sql } from 'kysely';
import type { PageWindow } from '../../http/paging';
import type { AuditAction } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** the staff member behind a bulk read or write */
export type Actor = { id: string; email: string };

/** Records a bulk read or write; its id, for an export to add its row count once it has streamed. */
export async function recordAudit(tenant: Tenant, actor: Actor, action: AuditAction, detail: object, rowCount: number | null = null): Promise<string> {
  const row = await tenant
    .insertInto('audit_events', [{ user_id: actor.id, user_email: actor.email, action, row_count: rowCount, detail: JSON.stringify(detail) }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setAuditRowCount(tenant: Tenant, id: string, rowCount: number) {
  await tenant.updateTable('audit_events').set({ row_count: rowCount }).where('id', '=', id).execute();
}

export async function listAuditEvents(tenant: Tenant, { limit, offset }: PageWindow) {
  const [rows, total] = await Promise.all([
    tenant
      .selectFrom('audit_events')
      .select(['id', 'action', 'user_id', 'user_email', 'row_count', 'detail', 'at'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    tenant.selectFrom('audit_events').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
