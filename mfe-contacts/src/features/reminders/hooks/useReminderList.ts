import { useApiMutation, useBusinessDay, useQuery, type Reminder } from '@frontdesk/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { remindersQuery, setReminderDone } from '../../../common/api/reminders';

export type ReminderStatus = Reminder['status'];

/**
 * One page of the reminders with a status, as of the business's today, and marking done / undoing.
 * While another page loads the last answer stays: its rows if it is of the same status (a page
 * change does not blink), and always its counts (the tabs keep their numbers).
 */
export function useReminderList(status: ReminderStatus, page: number) {
  const { t } = useTranslation('contacts');
  // the business's day: due and overdue follow its clock, not the desk's nor the server's
  const { today } = useBusinessDay();
  const list = useQuery(remindersQuery({ status, today }, page));
  const answered = useRef(status);
  if (list.data && !list.isPlaceholderData) answered.current = status;
  const setDone = useApiMutation({
    mutationFn: ({ reminder, done }: { reminder: Reminder; done: boolean }) => setReminderDone(reminder.id, done, today),
    invalidates: [['reminders']],
    successMessage: (_, { reminder, done }) =>
      t(done ? 'remindersList.markedDone' : 'remindersList.reopened', { name: reminder.contactName.trim() || t('ui.unnamed') }),
  });
  return {
    list,
    /** the page to show: undefined while the first page of a new status loads */
    page: answered.current === status ? list.data : undefined,
    counts: list.data?.counts,
    today,
    setDone,
  };
}
