import type { Slot } from '@frontdesk/shared';
import { PublicChoices, PublicReadState, usePublicRead } from '@frontdesk/shared/public';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readSlots } from '../api';
import { useBookFormat } from '../hooks/useBookFormat';
import { slotTimes } from '../../../common/slotTimes';

type Props = {
  businessId: string;
  /** the services, in order: their ids, comma-separated */
  serviceIds: string;
  /** one staff member's times; anyone's when left out */
  staffId?: string | undefined;
  day: string;
  timeZone: string;
  /** read again when it changes (a time was taken meanwhile) */
  round: number;
  /** the start being held or moved to: its button waits */
  pending: string | null;
  onChoose: (slot: Slot) => void;
  /** what a full day (people work, every time is taken) offers besides another day: its waitlist; a closed day offers none */
  full?: ReactNode;
};

/** A day's free times as buttons, on the business's clock; a day without one says whether it is full (and what that offers) or closed. */
export function SlotChoices({ businessId, serviceIds, staffId, day, timeZone, round, pending, onChoose, full }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const slots = usePublicRead(`${day}|${serviceIds}|${staffId ?? ''}|${round}`, () =>
    readSlots(businessId, { day, serviceIds, ...(staffId ? { staffId } : {}) }),
  );
  if (!slots.data) return <PublicReadState read={slots} loading={t('book.day.finding')} />;
  const list = slots.data.slots;
  if (list.length === 0) {
    return slots.data.open ? (
      <>
        <p role="status">{t('book.day.none')}</p>
        {full}
      </>
    ) : (
      <p role="status">{t('book.day.closed')}</p>
    );
  }
  const times = slotTimes(list, timeZone, format.clock);
  return (
    <PublicChoices
      layout="grid"
      label={t('book.day.times', { day: format.dayText(day) })}
      value={pending}
      busy={pending !== null}
      onChoose={(startsAt) => {
        const slot = list.find((s) => s.startsAt === startsAt);
        if (slot) onChoose(slot);
      }}
      choices={list.map((slot, i) => ({ value: slot.startsAt, label: times[i] }))}
    />
  );
}
