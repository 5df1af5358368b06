import { api, type Reminder, type ReminderInput, type ReminderListQuery, type ReminderPage, type ReminderPatch } from '@frontdesk/shared';

/** The list's tabs: the statuses a reminder can have. */
export type ReminderStatus = Reminder['status'];

type ListQuery = Required<Pick<ReminderListQuery, 'status' | 'today' | 'page' | 'pageSize'>>;

/** GET /api/reminders: one page of the reminders with a status, and the counts per status. */
export function fetchReminders(query: ListQuery, signal?: AbortSignal): Promise<ReminderPage> {
  return api.get('api/reminders', { searchParams: query, signal }).json<ReminderPage>();
}

/** PATCH /api/reminders/{id}: mark done or not done; `today` makes the answer's status the desk's. */
export function patchReminder(id: string, patch: ReminderPatch, today: string): Promise<Reminder> {
  return api
    .patch(`api/reminders/${encodeURIComponent(id)}`, { json: patch, searchParams: { today } })
    .json<Reminder>();
}

/** POST /api/contacts/{contactId}/reminders */
export function createReminder(contactId: string, input: ReminderInput, today: string): Promise<Reminder> {
  return api
    .post(`api/contacts/${encodeURIComponent(contactId)}/reminders`, { json: input, searchParams: { today } })
    .json<Reminder>();
}
