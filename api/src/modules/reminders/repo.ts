import { sql } from 'kysely';
import { personName } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import type { ReminderStatusFilter } from './schemas';

/**
 * Reminders of the business joined to their contact (for the name). The join is scoped as well:
 * a contact of another business is never read, even through a reminder.
 */
function remindersWithContact(tenant: Tenant) {
  return tenant
    .selectFrom('reminders')
    .innerJoin('contacts', (join) => join.onRef('contacts.id', '=', 'reminders.contact_id').on('contacts.business_id', '=', tenant.businessId))
    .leftJoin('bookings', (join) => join.onRef('bookings.id', '=', 'reminders.booking_id').on('bookings.business_id', '=', tenant.businessId));
}

const reminderColumns = [
  'reminders.id',
  'reminders.contact_id',
  'reminders.due_on',
  'reminders.note',
  'reminders.done_at',
  'reminders.created_at',
  personName('contacts').as('contact_name'),
  'reminders.booking_id',
  'bookings.starts_at as booking_starts_at',
] as const;

export type ReminderRow = Awaited<ReturnType<typeof findReminder>> & object;

export async function findReminder(tenant: Tenant, id: string) {
  return remindersWithContact(tenant).select(reminderColumns).where('reminders.id', '=', id).executeTakeFirst();
}

/**
 * One page of the business's reminders (or one contact's). `today` (YYYY-MM-DD) splits the open
 * ones into due (today or later) and overdue. Open reminders come first by due day (so the overdue
 * lead), then the done ones, most recently done first.
 */
export async function listReminders(
  tenant: Tenant,
  options: { status?: ReminderStatusFilter | undefined; contactId?: string | undefined; today: string },
  { limit, offset }: PageWindow,
) {
  const { status, contactId, today } = options;
  let query = remindersWithContact(tenant);
  if (contactId) query = query.where('reminders.contact_id', '=', contactId);
  if (status === 'done') query = query.where('reminders.done_at', 'is not', null);
  else if (status) query = query.where('reminders.done_at', 'is', null);
  if (status === 'due') query = query.where('reminders.due_on', '>=', today);
  if (status === 'overdue') query = query.where('reminders.due_on', '<', today);

  const [rows, total] = await Promise.all([
    query
      .select(reminderColumns)
      .orderBy(sql`reminders.done_at IS NOT NULL`)
      .orderBy(sql`CASE WHEN reminders.done_at IS NULL THEN reminders.due_on END`)
      .orderBy('reminders.done_at', 'desc')
      .orderBy('reminders.created_at')
      .orderBy('reminders.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** How many reminders are due, overdue and done: the business's, or one contact's. */
export async function countReminders(tenant: Tenant, today: string, contactId?: string) {
  let query = tenant.selectFrom('reminders');
  if (contactId) query = query.where('contact_id', '=', contactId);
  const row = await query
    .select([
      sql<number>`count(*) FILTER (WHERE done_at IS NULL AND due_on >= ${today}::date)::int`.as('due'),
      sql<number>`count(*) FILTER (WHERE done_at IS NULL AND due_on < ${today}::date)::int`.as('overdue'),
      sql<number>`count(*) FILTER (WHERE done_at IS NOT NULL)::int`.as('done'),
    ])
    .executeTakeFirstOrThrow();
  return { due: Number(row.due), overdue: Number(row.overdue), done: Number(row.done) };
}

export async function findContactName(tenant: Tenant, contactId: string) {
  return tenant.selectFrom('contacts').select(['id', 'first_name', 'last_name']).where('id', '=', contactId).executeTakeFirst();
}

export async function insertReminder(tenant: Tenant, contactId: string, dueOn: string, note: string, bookingId: string | null) {
  const [row] = await tenant
    .insertInto('reminders', [{ contact_id: contactId, due_on: dueOn, note, booking_id: bookingId }])
    .returning('id')
    .execute();
  if (!row) throw new Error('insertReminder: no row returned');
  return row.id;
}

/**
 * Changes a reminder; answers whether it exists for the business. Marking done keeps the time it
 * was first marked done (marking it done again changes nothing); marking it not done clears it.
 */
export async function updateReminder(tenant: Tenant, id: string, changes: { done?: boolean; dueOn?: string; note?: string; bookingId?: string | null }) {
  const set: Record<string, unknown> = {};
  if (changes.done === true) set.done_at = sql`coalesce(done_at, now())`;
  if (changes.done === false) set.done_at = null;
  if (changes.dueOn !== undefined) set.due_on = changes.dueOn;
  if (changes.note !== undefined) set.note = changes.note;
  if (changes.bookingId !== undefined) set.booking_id = changes.bookingId;
  if (Object.keys(set).length === 0) {
    return (await tenant.selectFrom('reminders').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }
  const result = await tenant.updateTable('reminders').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteReminder(tenant: Tenant, id: string) {
  const result = await tenant.deleteFrom('reminders').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function reminderContact(tenant: Tenant, id: string) {
  return tenant.selectFrom('reminders').select('contact_id').where('id', '=', id).executeTakeFirst();
}
