import type { Tenant } from '../../db/tenant';
import { pageWindow } from '../../http/paging';
import { isoDateTime } from '../../http/problem';
import { listAuditEvents } from './repo';
import type { AuditEventPage, AuditEventQuery } from './schemas';

/** One page of the business's audit trail, newest first. */
export async function auditPage(tenant: Tenant, query: AuditEventQuery): Promise<AuditEventPage> {
  const window = pageWindow(query);
  const { rows, total } = await listAuditEvents(tenant, { invoiceId: query.invoiceId, transactionId: query.transactionId }, window);
  const items = rows.map((row) => ({
    id: row.id,
    action: row.action,
    userId: row.user_id,
    userEmail: row.user_email,
    rowCount: row.row_count,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    at: isoDateTime(row.at),
    registerId: row.register_id,
    ip: row.ip,
    invoiceId: row.invoice_id,
    transactionId: row.transaction_id,
    amountMinor: row.amount_minor,
  }));
  return { items, total, page: window.page, pageSize: window.pageSize };
}
