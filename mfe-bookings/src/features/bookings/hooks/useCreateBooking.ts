import { buildPath, failureCodeOf, useApiMutation, useQueryClient, type BookingInput } from '@frontdesk/shared';
import { Form } from '@frontdesk/shared/antd-more';
import { useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createBookings } from '../api';
import { formFieldOf, toBookingInput, type NewBookingValues } from '../utils/newBooking';

type BookingForm = ReturnType<typeof Form.useForm<NewBookingValues>>[0];

/**
 * The new booking's submit: one Idempotency-Key per attempt (a retry after a lost answer books
 * once), then the first booking's page, which names the dates of a series that were taken. A time
 * taken meanwhile says so in the platform's words and asks for the day's free times again.
 */
export function useCreateBooking(form: BookingForm) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const client = useQueryClient();
  const book = useApiMutation({
    idempotent: true,
    mutationFn: (input: BookingInput, { idempotencyKey }) => createBookings(input, idempotencyKey),
    invalidates: [['bookings']],
    successMessage: ({ bookings }) => {
      const name = bookings[0]?.contactName ?? '';
      return bookings.length > 1 ? t('bookings.new.bookedSeries', { count: bookings.length, name }) : t('bookings.new.booked', { name });
    },
    failureToast: false,
    onSuccess: ({ bookings, skipped }) => {
      const first = bookings[0];
      if (first) void navigate(buildPath('booking', { bookingId: first.id }), { state: { skipped } });
    },
  });
  const failure = useFieldRefusals(form, book, formFieldOf);
  const submit = (values: NewBookingValues) => {
    const input = toBookingInput(values);
    if (!input || book.busy) return;
    book.mutate(input, {
      onError: (error) => {
        if (failureCodeOf(error) !== 'slot_taken') return;
        form.setFieldValue('slot', null);
        void client.invalidateQueries({ queryKey: ['bookings', 'slots'] });
      },
    });
  };
  return { submit, busy: book.busy, failure };
}
