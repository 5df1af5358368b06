import {
  LARGEST_PAGE,
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type PageRequest,
  type Reminder,
  type ReminderInput,
  type ReminderListQuery,
  type ReminderPage,
} from '@frontdesk/shared';

// The one reminders client: the reminders list, a contact's Reminders tab and the lost customers'
// Add reminder all use it. `today` is the desk's calendar day: due and overdue follow its clock.

export type RemindersFilter = Required<Pick<ReminderListQuery, 'status'>> & Pick<ReminderListQuery, 'contactId'> & { today: string };

/** GET /api/reminders: a page of the reminders with a status (of one contact, or all), and the counts. */
const readReminders = (filter: RemindersFilter, paging: PageRequest, signal: AbortSignal) =>
  api.get('api/reminders', { searchParams: searchParamsOf({ ...filter, ...paging }), signal }).json<ReminderPage>();

/** The reminders list: a page of the reminders with a status, and the counts. */
export const remindersQuery = (filter: RemindersFilter, page: number) =>
  pagedQuery(['reminders', filter], page, (paging, signal) => readReminders(filter, paging, signal));

/** A contact's reminders with a status, as many as one answer holds (its Reminders tab), and the counts. */
export const contactRemindersQuery = (filter: RemindersFilter & { contactId: string }) =>
  queryOptions({
    queryKey: ['reminders', 'contact', filter],
    queryFn: ({ signal }) => readReminders(filter, { page: 1, pageSize: LARGEST_PAGE }, signal),
  });

/** POST /api/contacts/{contactId}/reminders → 201 the reminder (its due state as of `today`, the business's). */
export function createReminder(contactId: string, input: ReminderInput, today: string): Promise<Reminder> {
  return api.post(`api/contacts/${encodeURIComponent(contactId)}/reminders`, { json: input, searchParams: { today } }).json<Reminder>();
}

/** PATCH /api/reminders/{id} {done}: marks it done, or open again. */
export function setReminderDone(id: string, done: boolean, today: string): Promise<Reminder> {
  return api.patch(`api/reminders/${encodeURIComponent(id)}`, { json: { done }, searchParams: { today } }).json<Reminder>();
}
