import { failureCodeOf, useApiMutation, useQueryClient, type WaitlistInput } from '@frontdesk/shared';
import { Form } from '@frontdesk/shared/antd-more';
import { useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { joinWaitlist } from '../api';
import type { NewBookingValues } from '../utils/newBooking';
import { waitlistFieldOf } from '../utils/waitlist';

type BookingForm = ReturnType<typeof Form.useForm<NewBookingValues>>[0];

/**
 * Puts the new-booking form's customer on the waitlist of its full day. A refusal of a field goes
 * under that field; any other is returned to be said beside the button. A day that got a free time
 * meanwhile (day_not_full) asks for the day's free times again, to book one instead.
 */
export function useJoinWaitlist(form: BookingForm, name: string) {
  const { t } = useTranslation('bookings');
  const client = useQueryClient();
  const join = useApiMutation({
    mutationFn: (input: WaitlistInput) => joinWaitlist(input),
    // the desk's count and the drawer
    invalidates: [['bookings', 'waitlist']],
    successMessage: (entry) => t('bookings.waitlist.join.added', { position: entry.position ?? 1 }),
    failureToast: false,
  });
  const refusal = useFieldRefusals(form, join, waitlistFieldOf);
  const failure =
    refusal && failureCodeOf(join.error) === 'already_waiting'
      ? t('bookings.waitlist.join.alreadyWaiting', { name })
      : refusal && t('bookings.waitlist.join.failed', { reason: refusal });
  const submit = (input: WaitlistInput) => {
    if (join.busy) return;
    join.mutate(input, {
      onError: (error) => {
        if (failureCodeOf(error) === 'day_not_full') void client.invalidateQueries({ queryKey: ['bookings', 'slots'] });
      },
    });
  };
  return { submit, busy: join.busy, joined: join.data ?? null, failure };
}
