import { errorText, failureCodeOf, useApiMutation, useQueryClient, type WaitlistEntry } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { removeWaitlistEntry } from '../api';

/**
 * Takes an entry off the waitlist. An offered one's held time is let go (a booking changes), so
 * every bookings query is made stale; a refusal is told in the drawer, not as a toast.
 */
export function useRemoveWaitlistEntry() {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const remove = useApiMutation({
    mutationFn: (entry: WaitlistEntry) => removeWaitlistEntry(entry.id),
    invalidates: [['bookings']],
    successMessage: (_, entry) => t('bookings.waitlist.removed', { name: entry.contactName }),
    failureToast: false,
  });
  return {
    remove: (entry: WaitlistEntry) =>
      remove.mutateAsync(entry).catch((error: unknown) => {
        // no longer in the line (offered and booked, or removed elsewhere): show where it stands now
        const code = failureCodeOf(error);
        if (code === 'conflict' || code === 'not_found') void client.invalidateQueries({ queryKey: ['bookings', 'waitlist'] });
      }),
    /** the entry on its way out */
    busyId: remove.busy ? (remove.variables?.id ?? null) : null,
    failure:
      remove.isError && remove.variables ? t('bookings.waitlist.removeFailed', { name: remove.variables.contactName, reason: errorText(remove.error) }) : null,
  };
}
