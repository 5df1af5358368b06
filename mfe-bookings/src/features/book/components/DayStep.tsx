import type { HoldInput, OnlineBookingView, OnlineService, VisitorBooking } from '@frontdesk/shared';
import { PublicAlert, PublicLinkButton, usePublicMutation } from '@frontdesk/shared/public';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { holdSlot } from '../api';
import { ANYONE } from '../hooks/useBookAddress';
import { isSlotTaken } from '../utils/failures';
import { DayPicker } from './DayPicker';
import { SlotChoices } from './SlotChoices';
import { ZoneNote } from './ZoneNote';

type Props = {
  businessId: string;
  view: OnlineBookingView;
  service: OnlineService;
  /** a staff member's id, or ANYONE */
  staff: string;
  day: string | null;
  onDay: (day: string) => void;
  /** why the visitor is back here (their hold ran out), or null */
  notice: string | null;
  onHeld: (hold: VisitorBooking) => void;
  /** the address of the day's waitlist (a day with no free time offers it), null for a visit of several services */
  waitlistTo: string | null;
};

/**
 * Step 3: a day, then one of its free times. Choosing a time holds it for the visitor (the next
 * step asks their details); a time taken meanwhile is said, and the day's times are read again.
 * A day with no free time offers its waitlist.
 */
export function DayStep({ businessId, view, service, staff, day, onDay, notice, onHeld, waitlistTo }: Props) {
  const { t } = useTranslation('bookings');
  const staffId = staff === ANYONE ? undefined : staff;
  const [round, setRound] = useState(0);
  const hold = usePublicMutation({
    mutationFn: (input: HoldInput) => holdSlot(businessId, input),
    onSuccess: onHeld,
    onError: (error) => {
      if (isSlotTaken(error)) setRound((r) => r + 1);
    },
  });
  return (
    <>
      <ZoneNote timeZone={view.timeZone} />
      <DayPicker
        businessId={businessId}
        wanted={{ serviceIds: service.id, ...(staffId ? { staffId } : {}) }}
        firstDay={view.firstDay}
        lastDay={view.lastDay}
        value={day}
        onChoose={onDay}
      />
      <PublicAlert>{hold.errorText ?? notice}</PublicAlert>
      {day ? (
        <SlotChoices
          businessId={businessId}
          serviceIds={service.id}
          staffId={staffId}
          day={day}
          timeZone={view.timeZone}
          round={round}
          pending={hold.busy ? (hold.variables?.startsAt ?? null) : null}
          onChoose={(slot) => hold.mutate({ serviceIds: service.id.split(','), ...(staffId ? { staffId } : {}), startsAt: slot.startsAt })}
          // a day's waitlist is for one service: a visit of several is told the day is full
          full={waitlistTo ? <PublicLinkButton to={waitlistTo}>{t('book.waitlist.offer')}</PublicLinkButton> : undefined}
        />
      ) : (
        <p style={{ marginBlock: 0 }}>{t('book.day.choose')}</p>
      )}
    </>
  );
}
