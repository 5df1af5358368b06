import { errorText, fieldErrorTexts, problemOf, useApiMutation, useFormat, type Booking } from '@frontdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBooking } from '../api';
import { afterMove, type BookingMove } from '../utils/moves';

/**
 * Moving and resizing bookings on the grid: the booking is drawn where it goes while the server
 * answers, and back where it was when the server refuses (a time taken, a member who does not
 * perform its services), with the refusal in the user's words until dismissed or the next move.
 */
export function useMoveBooking(zone: string) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const [moving, setMoving] = useState<Booking | null>(null);
  const nameOf = (booking: Booking) => booking.contactName || t('calendar.block.noContact');
  const mutation = useApiMutation({
    mutationFn: ({ booking, patch }: BookingMove) => changeBooking(booking.id, patch),
    invalidates: [['bookings']],
    successMessage: ({ booking }) =>
      t('calendar.moved', {
        name: nameOf(booking),
        time: `${format.moment(booking.startsAt, { withTime: true, timeZone: zone })} – ${format.clock(booking.endsAt, zone)}`,
        staff: booking.staffName,
      }),
    // the refusal shows above the grid, beside what it is about
    failureToast: false,
  });

  const refusal = (error: unknown) => {
    const fields = problemOf(error)?.errors;
    if (fields?.staffId?.code === 'not_allowed') return t('calendar.refused.staff');
    if (fields?.startsAt || fields?.endsAt) return t('calendar.refused.time');
    // another refusal of a field (a member archived meanwhile) in the platform's words
    return Object.values(fieldErrorTexts(error) ?? {})[0] ?? errorText(error);
  };

  return {
    /** the booking as it is being moved (drawn there until the server answers), or null */
    moving,
    busy: mutation.busy,
    move: (move: BookingMove) => {
      // one move at a time: the next starts from where the server put this one
      if (mutation.busy) return;
      setMoving(afterMove(move));
      mutation.mutate(move, { onSettled: () => setMoving(null) });
    },
    /** why the last move was refused, for whom, or null */
    refused: mutation.isError && mutation.variables ? { name: nameOf(mutation.variables.booking), reason: refusal(mutation.error) } : null,
    dismiss: () => mutation.reset(),
  };
}
