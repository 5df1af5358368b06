import { sql, type Expression, type SqlBool } from 'kysely';
import { personName } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import type { ContactSource } from '../../db/schema';
import type { ContactFilter, ContactSort } from './schemas';
import { containing } from '../../db/like';
import { fold } from '../../lib/fold';

export const SEARCH_LIMIT = 20;
export const RECENT_LIMIT = 10;

/** Name, email or phone digits containing the text, accents aside: served by the trigram index (migrations 0001, 0029). */
function matching(text: string): Expression<SqlBool> {
  const needle = fold(text.trim());
  // "(555) 010-4" searches the phone digits: a query of digits and phone punctuation only
  const digits = /^[\d\s().+-]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  return sql<SqlBool>`contacts.search_text LIKE ${containing(digits.length >= 3 ? digits : needle)}`;
}

const hitColumns = ['id', personName('contacts').as('full_name'), 'email', 'phone', 'image_32x32', 'created_at'] as const;

/** The drawer's search: newest first. */
export async function searchContacts(tenant: Tenant, text: string, limit = SEARCH_LIMIT) {
  return tenant.selectFrom('contacts').select(hitColumns).where(matching(text)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** How many contacts match the text, counted up to `cap` + 1 (a longer count says only "more"). */
export async function countMatches(tenant: Tenant, text: string, cap: number): Promise<number> {
  return (
    await tenant
      .selectFrom('contacts')
      .select('id')
      .where(matching(text))
      .limit(cap + 1)
      .execute()
  ).length;
}

export async function recentContacts(tenant: Tenant, limit = RECENT_LIMIT) {
  return tenant.selectFrom('contacts').select(hitColumns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function findContact(tenant: Tenant, id: string) {
  return tenant.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The list's filters on the contacts of the business. */
function filtered(tenant: Tenant, query: ContactFilter) {
  let q = tenant.selectFrom('contacts');
  if (query.q?.trim()) q = q.where(matching(query.q));
  if (query.tag) q = q.where(sql<SqlBool>`contacts.tags @> ARRAY[${query.tag.trim().toLowerCase()}]::text[]`);
  if (query.source) q = q.where('source', '=', query.source);
  if (query.lostForDays) {
    // lost: no visit in N days, and known for longer than that (a new contact is not lost)
    q = q.where(sql<SqlBool>`coalesce(contacts.last_visit_at, contacts.created_at) < now() - make_interval(days => ${query.lostForDays})`);
  }
  return q;
}

const orderings: Record<ContactSort, (q: ReturnType<typeof filtered>) => ReturnType<typeof filtered>> = {
  name: (q) =>
    q
      .orderBy(sql`lower(last_name)`)
      .orderBy(sql`lower(first_name)`)
      .orderBy('id'),
  '-name': (q) =>
    q
      .orderBy(sql`lower(last_name)`, 'desc')
      .orderBy(sql`lower(first_name)`, 'desc')
      .orderBy('id', 'desc'),
  created: (q) => q.orderBy('created_at').orderBy('id'),
  '-created': (q) => q.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  lastVisit: (q) => q.orderBy(sql`last_visit_at ASC NULLS FIRST`).orderBy('id'),
  '-lastVisit': (q) => q.orderBy(sql`last_visit_at DESC NULLS LAST`).orderBy('id', 'desc'),
};

/** One page of the list, and how many contacts match. */
export async function listContacts(tenant: Tenant, query: ContactFilter, { limit, offset }: PageWindow) {
  const ordered = orderings[query.sort ?? 'name'](filtered(tenant, query));
  const [items, count] = await Promise.all([
    ordered.selectAll('contacts').limit(limit).offset(offset).execute(),
    filtered(tenant, query)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: count.total };
}

/** Every matching contact, in order, a batch at a time (the CSV export). */
export async function* eachContact(tenant: Tenant, query: ContactFilter, batch = 1000) {
  for (let offset = 0; ; offset += batch) {
    const rows = await orderings[query.sort ?? 'name'](filtered(tenant, query)).selectAll('contacts').limit(batch).offset(offset).execute();
    yield* rows;
    if (rows.length < batch) return;
  }
}

/** What a valid input becomes in the contacts table (only the fields it carries: service.ts checkContact). */
export type ContactValues = Partial<{
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  tags: string[];
  source: ContactSource;
  marketing_consent: boolean;
  image_32x32: string;
}>;

export async function insertContact(tenant: Tenant, values: ContactValues) {
  const [row] = await tenant.insertInto('contacts', [values]).returningAll().execute();
  return row!;
}

export async function updateContact(tenant: Tenant, id: string, values: ContactValues) {
  return tenant
    .updateTable('contacts')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteContact(tenant: Tenant, id: string) {
  const result = await tenant.deleteFrom('contacts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Other contacts of the business with this email or phone. */
export async function findDuplicates(tenant: Tenant, { email, phone, excludeId }: { email?: string; phone?: string; excludeId?: string }) {
  if (!email && !phone) return [];
  let q = tenant
    .selectFrom('contacts')
    .select(['id', personName('contacts').as('full_name'), 'email', 'phone'])
    .where((eb) => {
      const either: Expression<SqlBool>[] = [];
      if (email) either.push(sql<SqlBool>`lower(contacts.email) = ${email.toLowerCase()}`);
      if (phone) either.push(eb('phone', '=', phone));
      return eb.or(either);
    });
  if (excludeId) q = q.where('id', '<>', excludeId);
  return q.orderBy('created_at').limit(10).execute();
}

export async function tagsInUse(tenant: Tenant) {
  const rows = await tenant
    .selectFrom('contacts')
    .select([sql<string>`unnest(tags)`.as('tag'), sql<number>`count(*)::int`.as('count')])
    .groupBy(sql`1`)
    .orderBy(sql`2`, 'desc')
    .orderBy(sql`1`)
    .limit(200)
    .execute();
  return rows;
}

/** The import's columns the API shows (never its rows, which can be megabytes). */
export const IMPORT_COLUMNS = [
  'id',
  'status',
  'duplicates',
  'total',
  'processed',
  'created',
  'updated',
  'skipped',
  'failed',
  'errors',
  'skips',
  'created_at',
  'finished_at',
] as const;

export async function findImportJob(tenant: Tenant, id: string) {
  return tenant.selectFrom('contact_imports').select(IMPORT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Whether the booking is one of the contact's (a reminder or a deposit may be about it). */
export async function isBookingOf(tenant: Tenant, bookingId: string, contactId: string) {
  return Boolean(await tenant.selectFrom('bookings').select('id').where('id', '=', bookingId).where('contact_id', '=', contactId).executeTakeFirst());
}

/** Whether the contact has deposits on record (a contact holding money is never deleted). */
export async function hasDeposits(tenant: Tenant, contactId: string) {
  return Boolean(await tenant.selectFrom('deposits').select('id').where('contact_id', '=', contactId).limit(1).executeTakeFirst());
}
