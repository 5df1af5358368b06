import type { Tenant } from '../../db/tenant';
import { addDays } from '../../lib/days';
import { fieldError, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import {
  activeMemberIds,
  bookableServiceIds,
  deleteException,
  insertException,
  insertStaff,
  listExceptions,
  listStaffRows,
  replaceHours,
  replaceServices,
  updateStaff,
  usersOf,
  type ExceptionRow,
  type ShiftRow,
  type StaffRow,
} from './repo';
import type {
  Shift,
  StaffException,
  StaffExceptionInput,
  StaffExceptionList,
  StaffExceptionQuery,
  StaffInput,
  StaffList,
  StaffMember,
  StaffPatch,
} from './schemas';

// The rules of the team: a name that is not blank, a login of the business at most once, services
// the business books (services with a duration), and hours whose intervals on a day never overlap.
// A member with bookings is archived, never deleted (their bookings keep them).

/** 'HH:MM:SS' (a time column) as 'HH:MM' */
export const clock = (time: string) => time.slice(0, 5);

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    userId: row.user_id,
    serviceIds: row.serviceIds,
    hours: row.hours.map((h) => ({ weekday: h.weekday, starts: clock(h.starts), ends: clock(h.ends) })),
    archived: row.archived_at !== null,
  };
}

export async function staffList(tenant: Tenant): Promise<StaffList> {
  const [rows, business] = await Promise.all([listStaffRows(tenant), tenant.business()]);
  return { items: rows.map(toStaffMember), timeZone: business.time_zone };
}

/** Each shift ends after it starts, and a weekday's shifts do not overlap: `hours.{i}` names the one refused. */
export function checkHours(hours: Shift[]): FieldErrors {
  const errors: FieldErrors = {};
  hours.forEach((shift, i) => {
    if (shift.ends <= shift.starts) errors[`hours.${i}`] = fieldError('invalid_value', 'A shift ends after it starts');
  });
  hours.forEach((shift, i) => {
    if (errors[`hours.${i}`]) return;
    const clash = hours.findIndex((other, j) => j < i && other.weekday === shift.weekday && other.starts < shift.ends && shift.starts < other.ends);
    if (clash >= 0) errors[`hours.${i}`] = fieldError('invalid_value', 'This shift overlaps another of the same day');
  });
  return errors;
}

async function checkMember(tenant: Tenant, input: StaffPatch): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (input.name !== undefined && input.name.trim() === '') errors.name = fieldError('required', 'A name is required');
  if (input.userId) {
    const [found] = await usersOf(tenant, [input.userId]);
    if (!found) errors.userId = fieldError('not_found', 'No such user');
  }
  if (input.serviceIds) {
    const known = new Set(await bookableServiceIds(tenant, input.serviceIds));
    const i = input.serviceIds.findIndex((id) => !known.has(id));
    if (i >= 0) errors[`serviceIds.${i}`] = fieldError('not_found', 'No such bookable service');
  }
  if (input.hours) Object.assign(errors, checkHours(input.hours));
  return errors;
}

async function loadMember(tenant: Tenant, id: string): Promise<StaffMember> {
  const [row] = await listStaffRows(tenant, [id]);
  if (!row) throw new Error('loadMember: the staff member vanished');
  return toStaffMember(row);
}

const shiftRows = (hours: Shift[]): ShiftRow[] => hours.map((h) => ({ weekday: h.weekday, starts: h.starts, ends: h.ends }));

/** Creates a member with their services and hours (in the caller's unit of work: all or nothing). */
export async function createStaff(tenant: Tenant, input: StaffInput): Promise<Result<StaffMember>> {
  const errors = await checkMember(tenant, input);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const id = await insertStaff(tenant, { name: input.name.trim(), color: input.color, user_id: input.userId ?? null });
  await replaceServices(tenant, id, input.serviceIds);
  await replaceHours(tenant, id, shiftRows(input.hours));
  return ok(await loadMember(tenant, id));
}

/** Changes a member of the business (services and hours replaced whole). */
export async function patchStaff(tenant: Tenant, id: string, patch: StaffPatch): Promise<Result<StaffMember>> {
  const errors = await checkMember(tenant, patch);
  const [existing] = await listStaffRows(tenant, [id]);
  if (!existing) return refuse('not_found', 'No such staff member');
  if (Object.keys(errors).length > 0) return invalid(errors);
  await updateStaff(tenant, id, { name: patch.name?.trim(), color: patch.color, user_id: patch.userId, archived: patch.archived });
  if (patch.serviceIds) await replaceServices(tenant, id, patch.serviceIds);
  if (patch.hours) await replaceHours(tenant, id, shiftRows(patch.hours));
  return ok(await loadMember(tenant, id));
}

// ---- exceptions

/** The most days one time off spans (a year). */
export const MAX_TIME_OFF_DAYS = 366;

export function toStaffException(row: ExceptionRow): StaffException {
  return {
    id: row.id,
    staffId: row.staff_id,
    day: row.day,
    through: row.through,
    kind: row.kind,
    starts: row.starts ? clock(row.starts) : null,
    ends: row.ends ? clock(row.ends) : null,
    note: row.note,
  };
}

export async function exceptionList(tenant: Tenant, query: StaffExceptionQuery): Promise<Result<StaffExceptionList>> {
  if (query.to < query.from) return invalid({ to: fieldError('invalid_value', 'The range ends before it starts') });
  const rows = await listExceptions(tenant, query.from, query.to, query.staffId ? [query.staffId] : undefined);
  return ok({ items: rows.map(toStaffException) });
}

export async function addException(tenant: Tenant, input: StaffExceptionInput): Promise<Result<StaffException>> {
  const starts = input.starts ?? null;
  const ends = input.ends ?? null;
  if ((starts === null) !== (ends === null))
    return invalid({ [starts === null ? 'starts' : 'ends']: fieldError('required', 'Give both times, or neither for the whole day') });
  if (starts !== null && ends !== null && ends <= starts) return invalid({ ends: fieldError('invalid_value', 'The time ends after it starts') });
  if (input.kind === 'extra' && starts === null) return invalid({ starts: fieldError('required', 'Extra hours need their times') });
  const through = input.through ?? null;
  if (through !== null) {
    if (input.kind !== 'off' || starts !== null) return invalid({ through: fieldError('not_allowed', 'Only a whole day off spans several days') });
    if (through <= input.day) return invalid({ through: fieldError('invalid_value', 'The last day comes after the first') });
    if (through > addDays(input.day, MAX_TIME_OFF_DAYS - 1))
      return invalid({ through: fieldError('too_large', `At most ${MAX_TIME_OFF_DAYS} days at once`, { limit: MAX_TIME_OFF_DAYS }) });
  }
  const [member] = await listStaffRows(tenant, [input.staffId]);
  if (!member) return invalid({ staffId: fieldError('not_found', 'No such staff member') });
  const row = await insertException(tenant, {
    staff_id: input.staffId,
    day: input.day,
    through,
    kind: input.kind,
    starts,
    ends,
    note: input.note?.trim() ?? '',
  });
  return ok(toStaffException(row));
}

export async function removeException(tenant: Tenant, id: string): Promise<Result<null>> {
  return (await deleteException(tenant, id)) ? ok(null) : refuse('not_found', 'No such exception');
}

/**
 * Staff members a card or a project names (issue 35): each once, each one of the business's team
 * in use; else refused under `field`.
 */
export async function teamMembers(tenant: Tenant, ids: string[], field: string): Promise<Result<string[]>> {
  const unique = [...new Set(ids)];
  const known = new Set(await activeMemberIds(tenant, unique));
  return unique.every((id) => known.has(id)) ? ok(unique) : invalid({ [field]: fieldError('not_found', 'Choose members of the team') });
}
