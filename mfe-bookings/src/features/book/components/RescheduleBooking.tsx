import type { Slot, VisitorBooking, VisitorRescheduleInput } from '@frontdesk/shared';
import {
  PublicAlert,
  PublicButton,
  PublicDialog,
  PublicForm,
  PublicReadState,
  usePublicMutation,
  usePublicRead,
  usePublicToken,
} from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBookingPage, rescheduleVisitorBooking } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { isSlotTaken } from '../utils/failures';
import { DayPicker } from './DayPicker';
import { SlotChoices } from './SlotChoices';
import { ZoneNote } from './ZoneNote';

type Props = {
  businessId: string;
  /** the booking moved: its service's times are offered (anyone's: the same person is kept when free) */
  booking: VisitorBooking;
  onMoved: (booking: VisitorBooking) => void;
  onKeep: () => void;
};

/**
 * "Change time": a day and one of its free times for the same service, then "Move your booking?"
 * (from when to when) before anything moves; a time taken meanwhile is said and the times read again.
 */
export function RescheduleBooking({ businessId, booking, onMoved, onKeep }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  // the days that may be booked are the booking page's
  const page = usePublicRead(businessId, () => readBookingPage(businessId));
  const [day, setDay] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const format = useBookFormat();
  // the time chosen, asked about before it is moved to
  const [chosen, setChosen] = useState<Slot | null>(null);
  const move = usePublicMutation({
    mutationFn: (input: VisitorRescheduleInput) => rescheduleVisitorBooking(booking.token, input),
    onSuccess: onMoved,
    onError: (error) => {
      setChosen(null);
      if (isSlotTaken(error)) setRound((r) => r + 1);
    },
  });
  const keep = (
    <button
      type="button"
      onClick={onKeep}
      disabled={move.busy}
      style={{ font: 'inherit', color: token.colorLink, background: 'none', border: 0, padding: 0, minHeight: token.controlHeightLG, cursor: 'pointer' }}
    >
      {t('book.manage.keepTime')}
    </button>
  );
  if (!page.data) {
    return (
      <>
        <PublicReadState read={page} loading={t('book.loading')} />
        {keep}
      </>
    );
  }
  return (
    <>
      <ZoneNote timeZone={booking.timeZone} />
      <DayPicker
        businessId={businessId}
        wanted={{ serviceIds: booking.serviceIds.join(',') }}
        firstDay={page.data.firstDay}
        lastDay={page.data.lastDay}
        value={day}
        onChoose={setDay}
      />
      <PublicAlert>{move.errorText}</PublicAlert>
      {day ? (
        <SlotChoices
          businessId={businessId}
          serviceIds={booking.serviceIds.join(',')}
          day={day}
          timeZone={booking.timeZone}
          round={round}
          pending={move.busy ? (move.variables?.startsAt ?? null) : null}
          onChoose={setChosen}
        />
      ) : (
        <p>{t('book.day.choose')}</p>
      )}
      {keep}
      <PublicDialog open={chosen !== null} title={t('book.manage.moveTitle')} onClose={() => (move.busy ? undefined : setChosen(null))}>
        {chosen ? (
          <>
            <p style={{ marginBlock: `0 ${token.marginLG}px` }}>
              {t('book.manage.moveTo', { from: format.when(booking.startsAt, booking.timeZone), to: format.when(chosen.startsAt, booking.timeZone) })}
            </p>
            <PublicForm<Record<string, never>>
              onSubmit={() => move.mutate({ startsAt: chosen.startsAt })}
              busy={move.busy}
              aria-label={t('book.manage.moveTitle')}
            >
              <PublicButton busy={move.busy}>{move.busy ? t('book.manage.moving') : t('book.manage.move')}</PublicButton>
              <PublicButton onClick={() => setChosen(null)}>{t('book.manage.another')}</PublicButton>
            </PublicForm>
          </>
        ) : null}
      </PublicDialog>
    </>
  );
}
