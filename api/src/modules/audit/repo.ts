import { sql } from 'kysely';
import type { PageWindow } from '../../http/paging';
import type { AuditAction } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** who acted: a staff member, or (id null, email '') a visitor paying by link */
export type Actor = { id: string | null; email: string };

/** where and on what a money event happened: the register, the client's address, the invoice, the transaction, the amount */
export type MoneyContext = {
  ip: string;
  registerId?: string | null;
  invoiceId?: string | null;
  transactionId?: string | null;
  amountMinor?: number | null;
};

/** Records a money event, in the transaction that moved the money (append-only: migration 0011). */
export async function recordMoneyEvent(tenant: Tenant, actor: Actor, action: AuditAction, context: MoneyContext, detail: object = {}) {
  await tenant
    .insertInto('audit_events', [
      {
        user_id: actor.id,
        user_email: actor.email,
        action,
        detail: JSON.stringify(detail),
        ip: context.ip.slice(0, 64),
        register_id: context.registerId ?? null,
        invoice_id: context.invoiceId ?? null,
        transaction_id: context.transactionId ?? null,
        amount_minor: context.amountMinor ?? null,
      },
    ])
    .execute();
}

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

export async function listAuditEvents(
  tenant: Tenant,
  filter: { invoiceId?: string | undefined; transactionId?: string | undefined },
  { limit, offset }: PageWindow,
) {
  let query = tenant.selectFrom('audit_events');
  if (filter.invoiceId) query = query.where('invoice_id', '=', filter.invoiceId);
  if (filter.transactionId) query = query.where('transaction_id', '=', filter.transactionId);
  const [rows, total] = await Promise.all([
    query
      .select(['id', 'action', 'user_id', 'user_email', 'row_count', 'detail', 'at', 'register_id', 'ip', 'invoice_id', 'transaction_id', 'amount_minor'])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
