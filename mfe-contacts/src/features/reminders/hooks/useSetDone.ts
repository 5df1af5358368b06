import { bus, type Reminder } from '@frontdesk/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { patchReminder } from '../api';

/**
 * Marks a reminder done (or open again): PATCH, a toast, then `onChanged` (the list asks again).
 * `changing` is the id of the reminder being changed, for its button's busy state.
 */
export function useSetDone(today: string, onChanged: () => void) {
  const { t } = useTranslation('contacts');
  const [changing, setChanging] = useState<string | null>(null);

  const setDone = useCallback(
    async (reminder: Reminder, done: boolean) => {
      const name = reminder.contactName.trim() || t('remindersList.unnamed');
      setChanging(reminder.id);
      try {
        await patchReminder(reminder.id, { done }, today);
        bus.emit({
          type: 'notify',
          level: 'success',
          message: t(done ? 'remindersList.markedDone' : 'remindersList.reopened', { name }),
        });
        onChanged();
      } catch {
        bus.emit({ type: 'notify', level: 'error', message: t('remindersList.changeFailed') });
      } finally {
        setChanging(null);
      }
    },
    [t, today, onChanged],
  );

  return { changing, setDone };
}
