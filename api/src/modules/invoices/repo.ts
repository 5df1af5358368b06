import { sql, type Insertable, type SqlBool } from 'kysely';
import { containing } from '../../db/like';
import { personName } from '../../db/names';
import type { InvoiceLinesTable, InvoicesTable } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import type { InvoiceStatus } from './schemas';

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
  return tenant
    .selectFrom('contacts')
    .select(['id', personName('contacts').as('name'), 'email'])
    .where('id', '=', contactId)
    .executeTakeFirst();
}

export async function insertInvoice(
  tenant: Tenant,
  invoice: Omit<Insertable<InvoicesTable>, 'business_id'>,
  lines: Omit<Insertable<InvoiceLinesTable>, 'business_id' | 'invoice_id'>[],
) {
  const { id } = await tenant.insertInto('invoices', [invoice]).returning('id').executeTakeFirstOrThrow();
  if (lines.length)
    await tenant
      .insertInto(
        'invoice_lines',
        lines.map((line) => ({ ...line, invoice_id: id })),
      )
      .execute();
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

/** An invoice's filter as the repo reads it: the instants of its range of days, and today for overdue. */
export type InvoiceWindow = {
  status?: InvoiceStatus | undefined;
  q?: string | undefined;
  contactId?: string | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  today: string;
};

/** The business's invoices a filter selects (by when they were made: a draft has not been issued). */
function filteredInvoices(tenant: Tenant, filter: InvoiceWindow) {
  let query = tenant.selectFrom('invoices');
  if (filter.status === 'overdue') query = query.where('status', '=', 'open').where('due_on', '<', filter.today);
  else if (filter.status === 'open')
    query = query.where('status', '=', 'open').where((eb) => eb.or([eb('due_on', 'is', null), eb('due_on', '>=', filter.today)]));
  else if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.contactId) query = query.where('contact_id', '=', filter.contactId);
  if (filter.start) query = query.where('created_at', '>=', filter.start);
  if (filter.end) query = query.where('created_at', '<', filter.end);
  const q = filter.q?.trim().replace(/^#/, '');
  if (q) {
    const text = sql<SqlBool>`(lower(invoices.contact_name) LIKE lower(${containing(q)}) OR lower(invoices.contact_email) LIKE lower(${containing(q)}))`;
    query = /^\d{1,9}$/.test(q) ? query.where((eb) => eb.or([eb('number', '=', Number(q)), text])) : query.where(text);
  }
  return query;
}

export async function listInvoices(tenant: Tenant, filter: InvoiceWindow, { limit, offset }: PageWindow) {
  const query = filteredInvoices(tenant, filter);
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('number', 'desc').limit(limit).offset(offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Every invoice the filter selects, newest first, a batch at a time (the CSV export). */
export async function* eachInvoice(tenant: Tenant, filter: InvoiceWindow) {
  const batch = 500;
  for (let offset = 0; ; offset += batch) {
    const rows = await filteredInvoices(tenant, filter).selectAll().orderBy('number', 'desc').limit(batch).offset(offset).execute();
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** An invoice locked for the rest of the transaction: a payment, a refund or a void waits for another. */
export async function lockInvoiceRow(tenant: Tenant, id: string) {
  return tenant.selectFrom('invoices').selectAll().where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

export async function voidInvoiceRow(tenant: Tenant, id: string, reason: string) {
  await tenant
    .updateTable('invoices')
    .set({ status: 'void', voided_at: sql`now()`, void_reason: reason, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Its due day, terms and note, those given. */
export async function updateInvoiceTerms(tenant: Tenant, id: string, change: { due_on?: string | null; terms?: string; note?: string }) {
  await tenant
    .updateTable('invoices')
    .set({ ...change, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** The first time it is sent by email (a later sending keeps the first). */
export async function markInvoiceSent(tenant: Tenant, id: string) {
  await tenant
    .updateTable('invoices')
    .set({ sent_at: sql`now()` })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

export async function issueInvoiceRow(tenant: Tenant, id: string) {
  await tenant
    .updateTable('invoices')
    .set({ status: 'open', issued_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** A void gives back the counted products it took and is no longer a visit of its contact. */
export async function undoSale(tenant: Tenant, invoiceId: string) {
  const lines = await tenant
    .selectFrom('invoice_lines')
    .select(['item_id', 'quantity'])
    .where('invoice_id', '=', invoiceId)
    .where('item_id', 'is not', null)
    .execute();
  for (const line of lines) {
    await tenant
      .updateTable('catalogue_items')
      .set({ quantity: sql`quantity + ${line.quantity}`, updated_at: sql`now()` })
      .where('id', '=', line.item_id!)
      .where('quantity', 'is not', null)
      .execute();
  }
  await tenant.deleteFrom('visits').where('invoice_id', '=', invoiceId).execute();
}

export async function paymentLinkRows(tenant: Tenant, invoiceId: string) {
  return tenant.selectFrom('payment_links').selectAll().where('invoice_id', '=', invoiceId).orderBy('created_at', 'desc').execute();
}

/** A booking a bill is made for: its contact, and whether a bill that is not void has it already. */
export async function bookingToBill(tenant: Tenant, bookingId: string) {
  const booking = await tenant.selectFrom('bookings').select(['id', 'contact_id']).where('id', '=', bookingId).where('status', '<>', 'held').executeTakeFirst();
  if (!booking) return undefined;
  const bill = await tenant.selectFrom('invoices').select('id').where('booking_id', '=', bookingId).where('status', '<>', 'void').executeTakeFirst();
  return { ...booking, billed: Boolean(bill) };
}
