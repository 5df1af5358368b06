import type { Tenant } from '../../db/tenant';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { isBookingOf } from '../contacts/repo';
import {
  countReminders,
  deleteReminder,
  findContactName,
  findReminder,
  insertReminder,
  listReminders,
  reminderContact,
  updateReminder,
  type ReminderRow,
} from './repo';
import type { Reminder, ReminderInput, ReminderListQuery, ReminderPage, ReminderPatch } from './schemas';

// The rules of a reminder: its status follows the desk's calendar day, and a note is never blank.

export function reminderStatus(row: { done_at: Date | string | null; due_on: string }, today: string): Reminder['status'] {
  if (row.done_at) return 'done';
  return row.due_on < today ? 'overdue' : 'due';
}

function toReminder(row: ReminderRow, today: string): Reminder {
  return {
    id: row.id,
    contactId: row.contact_id,
    contactName: row.contact_name,
    dueOn: row.due_on,
    note: row.note,
    doneAt: row.done_at ? isoDateTime(row.done_at) : null,
    status: reminderStatus(row, today),
    createdAt: isoDateTime(row.created_at),
    bookingId: row.booking_id,
    bookingStartsAt: row.booking_starts_at ? isoDateTime(row.booking_starts_at) : null,
  };
}

const NOT_THEIR_BOOKING = 'Not a booking of this contact';

const BLANK_NOTE = 'The note must not be empty';

const NO_REMINDER = 'No such reminder';

/** A note as stored: trimmed, and refused when nothing is left (the schema only sees its length). */
function checkNote(note: string): Result<string> {
  const trimmed = note.trim();
  return trimmed ? ok(trimmed) : invalid({ note: fieldError('required', BLANK_NOTE) });
}

export async function reminderPage(tenant: Tenant, query: ReminderListQuery): Promise<ReminderPage> {
  const today = query.today ?? (await tenant.today());
  const window = pageWindow(query);
  const [{ rows, total }, counts] = await Promise.all([
    listReminders(tenant, { status: query.status, contactId: query.contactId, today }, window),
    countReminders(tenant, today, query.contactId),
  ]);
  return { items: rows.map((row) => toReminder(row, today)), total, page: window.page, pageSize: window.pageSize, counts };
}

/** A new reminder for a contact of the business. */
export async function createReminder(tenant: Tenant, contactId: string, input: ReminderInput, given?: string): Promise<Result<Reminder>> {
  const today = given ?? (await tenant.today());
  const note = checkNote(input.note);
  if (!note.ok) return note;
  const contact = await findContactName(tenant, contactId);
  if (!contact) return refuse('not_found', 'No such contact');
  if (input.bookingId && !(await isBookingOf(tenant, input.bookingId, contact.id))) return invalid({ bookingId: fieldError('not_found', NOT_THEIR_BOOKING) });
  const row = await findReminder(tenant, await insertReminder(tenant, contact.id, input.dueOn, note.value, input.bookingId ?? null));
  return row ? ok(toReminder(row, today)) : refuse('not_found', 'No such contact');
}

/** A change to a reminder of the business. */
export async function changeReminder(tenant: Tenant, id: string, patch: ReminderPatch, given?: string): Promise<Result<Reminder>> {
  const today = given ?? (await tenant.today());
  const note = patch.note === undefined ? undefined : checkNote(patch.note);
  if (note && !note.ok) return note;
  if (patch.bookingId) {
    const owner = await reminderContact(tenant, id);
    if (!owner) return refuse('not_found', NO_REMINDER);
    if (!(await isBookingOf(tenant, patch.bookingId, owner.contact_id))) return invalid({ bookingId: fieldError('not_found', NOT_THEIR_BOOKING) });
  }
  const found = await updateReminder(tenant, id, { done: patch.done, dueOn: patch.dueOn, note: note?.value, bookingId: patch.bookingId });
  const row = found ? await findReminder(tenant, id) : undefined;
  return row ? ok(toReminder(row, today)) : refuse('not_found', NO_REMINDER);
}

export async function removeReminder(tenant: Tenant, id: string): Promise<Result<null>> {
  return (await deleteReminder(tenant, id)) ? ok(null) : refuse('not_found', NO_REMINDER);
}
