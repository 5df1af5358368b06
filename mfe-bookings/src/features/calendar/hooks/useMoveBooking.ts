import {
  bookingSettingsQuery,
  bus,
  errorText,
  failureCodeOf,
  fieldErrorTexts,
  problemOf,
  useApiMutation,
  useFormat,
  useQuery,
  type Booking,
} from '@frontdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeBooking } from '../api';
import { afterMove, undoOf, type BookingMove } from '../utils/moves';

/** A move sent: the move, whether the customer is mailed it, and whether it undoes the last one. */
export type MoveSent = { move: BookingMove; notify: boolean; undo?: boolean };

/** A move the calendar did not make: which booking (its block says why), and why. */
export type MoveRefusal = { bookingId: string; title: string; reason: string };

/**
 * Moving and resizing bookings on the grid. A drop (or a keyboard nudge) asks first: the booking
 * is drawn where it goes while the desk confirms the move and whether the customer is mailed it
 * (and, outside the staff member's hours where the business allows it, that it means to); then it
 * is sent, and a notice offers to undo it (with the same choice of mail). A move refused (a time
 * taken, outside the hours, a member who does not perform its services) puts the booking back, and
 * its block says why until dismissed or the next move.
 */
export function useMoveBooking(zone: string) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  // what the business does with a move outside the staff member's hours (until it is read, the server says)
  const outsideHours = useQuery(bookingSettingsQuery()).data?.outsideHours;
  const [asked, setAsked] = useState<BookingMove | null>(null);
  const [refused, setRefused] = useState<MoveRefusal | null>(null);
  const nameOf = (booking: Booking) => booking.contactName || t('calendar.block.noContact');
  const whenOf = (booking: Booking) => `${format.moment(booking.startsAt, { withTime: true, timeZone: zone })} – ${format.clock(booking.endsAt, zone)}`;

  const reasonOf = (error: unknown, move: BookingMove) => {
    const staff = move.member?.name ?? move.booking.staffName;
    const code = failureCodeOf(error);
    // the grid shows what holds the time: the refusal says whose it is, not that someone just took it
    if (code === 'slot_taken') return t('calendar.refused.taken', { staff });
    if (code === 'outside_hours') return t('calendar.refused.outside', { staff });
    const fields = problemOf(error)?.errors;
    if (fields?.staffId?.code === 'not_allowed') return t('calendar.refused.staff');
    if (fields?.startsAt || fields?.endsAt) return t('calendar.refused.time');
    // another refusal of a field (a member archived meanwhile) in the platform's words
    return Object.values(fieldErrorTexts(error) ?? {})[0] ?? errorText(error);
  };

  const mutation = useApiMutation({
    mutationFn: ({ move, notify }: MoveSent) =>
      changeBooking(move.booking.id, { ...move.patch, ...(notify ? {} : { notify }), ...(move.outside ? { outsideHours: true } : {}) }),
    invalidates: [['bookings'], ['booking-slots']],
    // the refusal shows at the booking's block
    failureToast: false,
    onSuccess: ({ booking }, sent) => {
      setAsked(null);
      if (sent.undo) return bus.emit({ type: 'notify', level: 'success', message: t('calendar.undone', { name: nameOf(booking) }) });
      // the platform's one toast, with the way back
      bus.emit({
        type: 'notify',
        level: 'success',
        message: `${t('calendar.moved', { name: nameOf(booking), time: whenOf(booking), staff: booking.staffName })}. ${sent.notify ? t('calendar.mailed') : t('calendar.notMailed')}`,
        action: { label: t('calendar.undo'), run: () => send({ move: undoOf(sent.move, booking), notify: sent.notify, undo: true }) },
      });
    },
    onError: (error, { move, undo }) => {
      setAsked(null);
      const name = nameOf(move.booking);
      setRefused({
        bookingId: move.booking.id,
        title: t(undo ? 'calendar.refused.undoTitle' : 'calendar.refused.title', { name }),
        reason: reasonOf(error, move),
      });
    },
  });

  const send = (sent: MoveSent) => {
    setRefused(null);
    mutation.mutate(sent);
  };
  const sending = mutation.isPending ? mutation.variables?.move : null;
  const shownMove = asked ?? sending ?? null;

  return {
    /** the booking as it is being moved (drawn there until the desk decides and the server answers), or null */
    moving: shownMove ? afterMove(shownMove) : null,
    busy: mutation.busy || asked !== null,
    /** a drop or a nudge: asked first; one outside the hours where the business refuses them is refused in place */
    move: (move: BookingMove) => {
      // one move at a time: the next starts from where the server put this one
      if (mutation.busy || asked) return;
      setRefused(null);
      if (move.outside && outsideHours === 'refuse') {
        const staff = move.member?.name ?? move.booking.staffName;
        return setRefused({
          bookingId: move.booking.id,
          title: t('calendar.refused.title', { name: nameOf(move.booking) }),
          reason: t('calendar.refused.outside', { staff }),
        });
      }
      setAsked(move);
    },
    /** the move the desk is asked to confirm, or null */
    asked,
    /** the move confirmed: sent, the customer mailed or not */
    mutation,
    keep: () => setAsked(null),
    /** the last move refused: whose block says why, or null */
    refused,
    dismiss: () => setRefused(null),
  };
}
