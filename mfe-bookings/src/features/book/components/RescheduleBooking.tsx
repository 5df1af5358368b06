import type { VisitorBooking, VisitorRescheduleInput } from '@frontdesk/shared';
import { PublicAlert, PublicReadState, usePublicMutation, usePublicRead, usePublicToken } from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readBookingPage, rescheduleVisitorBooking } from '../api';
import { isSlotTaken } from '../utils/failures';
import { DayPicker } from './DayPicker';
import { SlotChoices } from './SlotChoices';
import { ZoneNote } from './ZoneNote';

type Props = {
  businessId: string;
  /** the booking moved: its service's times are offered (anyone's: the same person is kept when free) */
  booking: VisitorBooking & { serviceId: string };
  onMoved: (booking: VisitorBooking) => void;
  onKeep: () => void;
};

/** "Change time": a day and one of its free times for the same service; a time taken meanwhile is said and the times read again. */
export function RescheduleBooking({ businessId, booking, onMoved, onKeep }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  // the days that may be booked are the booking page's
  const page = usePublicRead(businessId, () => readBookingPage(businessId));
  const [day, setDay] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const move = usePublicMutation({
    mutationFn: (input: VisitorRescheduleInput) => rescheduleVisitorBooking(booking.token, input),
    onSuccess: onMoved,
    onError: (error) => {
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
      <DayPicker firstDay={page.data.firstDay} lastDay={page.data.lastDay} value={day} onChoose={setDay} />
      <PublicAlert>{move.errorText}</PublicAlert>
      {day ? (
        <SlotChoices
          businessId={businessId}
          serviceId={booking.serviceId}
          day={day}
          timeZone={booking.timeZone}
          round={round}
          pending={move.busy ? (move.variables?.startsAt ?? null) : null}
          onChoose={(slot) => move.mutate({ startsAt: slot.startsAt })}
        />
      ) : (
        <p>{t('book.day.choose')}</p>
      )}
      {keep}
    </>
  );
}
