import { isDay, useQuery, type Slot, type StaffMember } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { slotsQuery } from '../api';
import { ANYONE, staffOf } from '../utils/newBooking';
import { SlotPicker } from './SlotPicker';

type Props = {
  /** set by the form */
  value?: Slot | null;
  onChange?: (slot: Slot | null) => void;
  id?: string;
  serviceIds: string[];
  staffId: string;
  day: string;
  team: readonly StaffMember[];
  /** a start the address asked for (`?start=`): chosen once it is among the free times */
  prefill: string | null;
  /** what to offer when the day has no free time (the waitlist) */
  whenFull?: ReactNode;
  /** a booking being changed: its own time counts as free */
  exceptBookingId?: string | undefined;
};

/** The free times of the day for the services and staff chosen, and who the time chosen is with; on a full day, `whenFull`. */
export function SlotField({ value, onChange, id, serviceIds, staffId, day, team, prefill, whenFull, exceptBookingId }: Props) {
  const { t } = useTranslation('bookings');
  const ready = serviceIds.length > 0 && isDay(day);
  const slots = useQuery({
    ...slotsQuery({
      day,
      serviceIds: serviceIds.join(','),
      ...(staffId && staffId !== ANYONE ? { staffId } : {}),
      ...(exceptBookingId ? { exceptBookingId } : {}),
    }),
    enabled: ready,
  });
  const prefilled = useRef(prefill === null);
  useEffect(() => {
    if (prefilled.current || !slots.data || !prefill) return;
    prefilled.current = true;
    const asked = slots.data.slots.find((slot) => Date.parse(slot.startsAt) === Date.parse(prefill));
    if (asked) onChange?.(asked);
  }, [slots.data, prefill, onChange]);

  if (!ready)
    return <Typography.Text type="secondary">{t(serviceIds.length === 0 ? 'bookings.slots.chooseServices' : 'bookings.slots.chooseDay')}</Typography.Text>;
  const withWhom = value ? team.find((member) => member.id === staffOf(staffId, value))?.name : undefined;
  return (
    <QueryState query={slots} size="section" loading={t('bookings.slots.loading')} failed={t('bookings.slots.failed')}>
      {(list) => (
        <>
          <SlotPicker
            id={id}
            label={t('bookings.slots.label')}
            slots={list.slots}
            timeZone={list.timeZone}
            value={value?.startsAt}
            onChange={(slot) => onChange?.(slot)}
          />
          {withWhom ? <Typography.Text>{t('bookings.slots.with', { name: withWhom })}</Typography.Text> : null}
          {list.slots.length === 0 ? whenFull : null}
        </>
      )}
    </QueryState>
  );
}
