import { api, localDay, queryOptions, type Reminder, type ReminderInput, type ReminderListQuery, type ReminderPage } from '@frontdesk/shared';

// The one reminders client: the reminders list, a contact's Reminders tab and the lost customers'
// Add reminder all use it. `today` is the desk's calendar day: due and overdue follow its clock.

/** How many reminders a list shows at a time (the reminders page, and each list of a contact's tab). */
export const REMINDERS_PAGE_SIZE = 50;

export type RemindersFilter = Required<Pick<ReminderListQuery, 'status' | 'page'>> & Pick<ReminderListQuery, 'contactId'> & { today: string };

/** GET /api/reminders: one page of the reminders with a status (of one contact, or all), and the counts. */
export const remindersQuery = (filter: RemindersFilter) =>
  queryOptions({
    queryKey: ['reminders', filter],
    queryFn: ({ signal }) =>
      api
        .get('api/reminders', { searchParams: { ...filter, pageSize: REMINDERS_PAGE_SIZE }, signal })
        .json<ReminderPage>(),
  });

/** POST /api/contacts/{contactId}/reminders → 201 the reminder. */
export function createReminder(contactId: string, input: ReminderInput): Promise<Reminder> {
  return api
    .post(`api/contacts/${encodeURIComponent(contactId)}/reminders`, { json: input, searchParams: { today: localDay() } })
    .json<Reminder>();
}

/** PATCH /api/reminders/{id} {done}: marks it done, or open again. */
export function setReminderDone(id: string, done: boolean): Promise<Reminder> {
  return api
    .patch(`api/reminders/${encodeURIComponent(id)}`, { json: { done }, searchParams: { today: localDay() } })
    .json<Reminder>();
}
