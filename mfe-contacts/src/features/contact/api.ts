import { api, type Contact, type Reminder, type ReminderInput, type ReminderPage } from '@frontdesk/shared';

/** GET /api/contacts/{id}: one contact of the signed-in user's business (404 for any other). */
export function fetchContact(id: string, signal?: AbortSignal): Promise<Contact> {
  return api.get(`api/contacts/${encodeURIComponent(id)}`, { signal }).json<Contact>();
}

/** PATCH /api/contacts/{id} with the notes only → the contact. */
export function saveNotes(id: string, notes: string): Promise<Contact> {
  return api.patch(`api/contacts/${encodeURIComponent(id)}`, { json: { notes } }).json<Contact>();
}

/** Today on the desk's calendar (YYYY-MM-DD): the server's due/overdue follow it. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How many reminders of each kind the contact page lists. */
export const REMINDERS_PAGE_SIZE = 100;

/** GET /api/reminders?contactId&status: a contact's open (due and overdue) or done reminders. */
export function fetchReminders(contactId: string, status: 'open' | 'done', signal?: AbortSignal): Promise<ReminderPage> {
  const searchParams = { contactId, status, today: today(), pageSize: REMINDERS_PAGE_SIZE };
  return api.get('api/reminders', { searchParams, signal }).json<ReminderPage>();
}

/** POST /api/contacts/{id}/reminders {dueOn, note} → 201 the reminder. */
export function addReminder(contactId: string, input: ReminderInput): Promise<Reminder> {
  return api.post(`api/contacts/${encodeURIComponent(contactId)}/reminders`, { json: input }).json<Reminder>();
}

/** PATCH /api/reminders/{id} {done: true} → the reminder. */
export function markReminderDone(id: string): Promise<Reminder> {
  return api.patch(`api/reminders/${encodeURIComponent(id)}`, { json: { done: true } }).json<Reminder>();
}
