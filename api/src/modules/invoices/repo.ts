import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

/** The catalogue items a cart names (archived ones too: the caller refuses them), with their tax rate. */
export async function cartItems(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return tenant
    .selectFrom('catalogue_items')
    .leftJoin('tax_rates', (join) => join.onRef('tax_rates.id', '=', 'catalogue_items.tax_rate_id').on('tax_rates.business_id', '=', tenant.businessId))
    .select([
      'catalogue_items.id',
      'catalogue_items.kind',
      'catalogue_items.name',
      'catalogue_items.sku',
      'catalogue_items.price_minor',
      'catalogue_items.inventory',
      'catalogue_items.quantity',
      'catalogue_items.variants',
      'catalogue_items.archived_at',
      'tax_rates.rate_bp',
    ])
    .where('catalogue_items.id', 'in', ids)
    .execute();
}
export type CartItem = Awaited<ReturnType<typeof cartItems>>[number];

export async function taxRates(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  return tenant.selectFrom('tax_rates').select(['id', 'rate_bp', 'archived_at']).where('id', 'in', ids).execute();
}

/** Takes `quantity` of a counted product; false when fewer are left (another sale took them). */
export async function takeStock(tenant: Tenant, itemId: string, quantity: number): Promise<boolean> {
  const result = await tenant
    .updateTable('catalogue_items')
    .set({ quantity: sql`quantity - ${quantity}`, updated_at: sql`now()` })
    .where('id', '=', itemId)
    .where('quantity', 'is not', null)
    .where('quantity', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function contactForInvoice(tenant: Tenant, contactId: string) {
  return tenant.selectFrom('contacts').select(['id', 'first_name', 'last_name', 'email']).where('id', '=', contactId).executeTakeFirst();
}

export async function insertInvoice(tenant: Tenant, invoice: Omit<Insertable<InvoicesTable>, 'business_id'>, lines: Omit<Insertable<InvoiceLinesTable>, 'business_id' | 'invoice_id'>[]) {
  const { id } = await tenant.insertInto('invoices', [invoice]).returning('id').executeTakeFirstOrThrow();
  if (lines.length) await tenant.insertInto('invoice_lines', lines.map((line) => ({ ...line, invoice_id: id }))).execute();
  return id;
}

export async function findInvoiceRow(tenant: Tenant, id: string) {
  return tenant.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}
export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>;

export async function invoiceLineRows(tenant: Tenant, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  return tenant.selectFrom('invoice_lines').selectAll().where('invoice_id', 'in', invoiceIds).orderBy('invoice_id').orderBy('position').execute();
}
export type InvoiceLineRow = Awaited<ReturnType<typeof invoiceLineRows>>[number];

/** A sale is a visit of its contact: recorded once per invoice, and the contact's last visit moves on. */
export async function recordVisit(tenant: Tenant, contactId: string, invoiceId: string) {
  const now = new Date();
  await tenant.insertInto('visits', [{ contact_id: contactId, invoice_id: invoiceId, visited_at: now }]).execute();
  await tenant
    .updateTable('contacts')
    .set({ last_visit_at: now })
    .where('id', '=', contactId)
    .where((eb) => eb.or([eb('last_visit_at', 'is', null), eb('last_visit_at', '<', now)]))
    .execute();
}
