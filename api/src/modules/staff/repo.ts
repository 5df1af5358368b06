import { sql } from 'kysely';
import type { StaffExceptionKind } from '../../db/schema';
import type { Tenant } from '../../db/tenant';

// The team of one business: its staff members, the services each performs, their weekly hours and
// the days that differ. Every query goes through the tenant.

const memberColumns = ['id', 'name', 'color', 'user_id', 'position', 'archived_at'] as const;

/** The team: members in use first, by position then name; each with their services and hours. */
export async function listStaffRows(tenant: Tenant, ids?: string[]) {
  let members = tenant.selectFrom('staff_members').select(memberColumns);
  if (ids) {
    if (ids.length === 0) return [];
    members = members.where('id', 'in', ids);
  }
  const rows = await members
    .orderBy(sql`archived_at IS NOT NULL`)
    .orderBy('position')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const memberIds = rows.map((r) => r.id);
  const [services, hours] = await Promise.all([
    tenant.selectFrom('staff_services').select(['staff_id', 'item_id']).where('staff_id', 'in', memberIds).orderBy('item_id').execute(),
    tenant
      .selectFrom('staff_hours')
      .select(['staff_id', 'weekday', 'starts', 'ends'])
      .where('staff_id', 'in', memberIds)
      .orderBy('weekday')
      .orderBy('starts')
      .execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    serviceIds: services.filter((s) => s.staff_id === row.id).map((s) => s.item_id),
    hours: hours.filter((h) => h.staff_id === row.id),
  }));
}
export type StaffRow = Awaited<ReturnType<typeof listStaffRows>>[number];

export type StaffValues = { name?: string; color?: string; user_id?: string | null; archived?: boolean };
export type ShiftRow = { weekday: number; starts: string; ends: string };

/** A new member, last in the team's order; answers its id. */
export async function insertStaff(tenant: Tenant, values: Required<Omit<StaffValues, 'archived'>>) {
  const last = await tenant
    .selectFrom('staff_members')
    .select(sql<number>`coalesce(max(position), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  const row = await tenant
    .insertInto('staff_members', [{ name: values.name, color: values.color, user_id: values.user_id, position: Number(last.n) + 1 }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether the business has the member. */
export async function updateStaff(tenant: Tenant, id: string, values: StaffValues): Promise<boolean> {
  const { archived, ...given } = values;
  // a field left out of the change is undefined here, and is not written
  const columns = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const set = {
    ...columns,
    ...(archived === true ? { archived_at: sql<Date>`coalesce(archived_at, now())` } : {}),
    ...(archived === false ? { archived_at: null } : {}),
  };
  if (Object.keys(set).length === 0) return Boolean(await tenant.selectFrom('staff_members').select('id').where('id', '=', id).executeTakeFirst());
  const result = await tenant.updateTable('staff_members').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function replaceServices(tenant: Tenant, staffId: string, itemIds: string[]) {
  await tenant.deleteFrom('staff_services').where('staff_id', '=', staffId).execute();
  if (itemIds.length > 0)
    await tenant
      .insertInto(
        'staff_services',
        itemIds.map((item_id) => ({ staff_id: staffId, item_id })),
      )
      .execute();
}

export async function replaceHours(tenant: Tenant, staffId: string, shifts: ShiftRow[]) {
  await tenant.deleteFrom('staff_hours').where('staff_id', '=', staffId).execute();
  if (shifts.length > 0)
    await tenant
      .insertInto(
        'staff_hours',
        shifts.map((s) => ({ staff_id: staffId, ...s })),
      )
      .execute();
}

/** Which of `ids` are staff members of the business (archived or not). */
export async function staffIdsOf(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tenant.selectFrom('staff_members').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** Which of `ids` are users of the business. */
export async function usersOf(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tenant.selectFrom('users').select('id').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** The member that has this login, if any. */
export async function memberOfUser(tenant: Tenant, userId: string) {
  return tenant.selectFrom('staff_members').select(['id']).where('user_id', '=', userId).executeTakeFirst();
}

/** Which of `ids` are the business's bookable services (services with a duration, not archived). */
export async function bookableServiceIds(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tenant
    .selectFrom('catalogue_items')
    .select('id')
    .where('id', 'in', ids)
    .where('kind', '=', 'service')
    .where('duration_minutes', 'is not', null)
    .where('archived_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

// ---- exceptions

const exceptionColumns = ['id', 'staff_id', 'day', 'through', 'kind', 'starts', 'ends', 'note'] as const;

/** The days that differ from `from` to `to`, time off over several days among them when it reaches into them. */
export async function listExceptions(tenant: Tenant, from: string, to: string, staffIds?: string[]) {
  let query = tenant
    .selectFrom('staff_exceptions')
    .select(exceptionColumns)
    .where('day', '<=', to)
    .where(sql<string>`coalesce(through, day)`, '>=', from);
  if (staffIds) {
    if (staffIds.length === 0) return [];
    query = query.where('staff_id', 'in', staffIds);
  }
  return query.orderBy('day').orderBy('starts').orderBy('id').execute();
}
export type ExceptionRow = Awaited<ReturnType<typeof listExceptions>>[number];

export async function insertException(
  tenant: Tenant,
  row: { staff_id: string; day: string; through: string | null; kind: StaffExceptionKind; starts: string | null; ends: string | null; note: string },
) {
  return tenant.insertInto('staff_exceptions', [row]).returning(exceptionColumns).executeTakeFirstOrThrow();
}

export async function deleteException(tenant: Tenant, id: string): Promise<boolean> {
  const result = await tenant.deleteFrom('staff_exceptions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Of these staff members, the ones the business has in its team (not archived). */
export async function activeMemberIds(tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tenant.selectFrom('staff_members').select('id').where('id', 'in', ids).where('archived_at', 'is', null).execute();
  return rows.map((row) => row.id);
}
