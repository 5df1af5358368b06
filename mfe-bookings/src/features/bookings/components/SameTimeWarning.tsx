import { buildPath, useFormat, useQuery, type Slot } from '@frontdesk/shared';
import { Alert } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingsQuery } from '../api';
import { holdsTime } from '../../../common/statuses';
import { timeRange } from '../utils/when';

type Props = {
  contactId: string;
  /** the time chosen, on `day` (the business's) */
  slot: Slot;
  day: string;
  timeZone: string;
  /** the booking being changed: not a clash with itself */
  exceptBookingId?: string | undefined;
};

/**
 * Warns the desk that the customer already has an appointment overlapping the time chosen (with
 * anyone): a double booking of one person is allowed (two services side by side), but rarely meant.
 */
export function SameTimeWarning({ contactId, slot, day, timeZone, exceptBookingId }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const theirs = useQuery(bookingsQuery({ contactId, from: day, to: day }, 1));
  const clash = (theirs.data?.items ?? []).find(
    (booking) =>
      booking.id !== exceptBookingId &&
      holdsTime(booking.status) &&
      Date.parse(booking.startsAt) < Date.parse(slot.endsAt) &&
      Date.parse(booking.endsAt) > Date.parse(slot.startsAt),
  );
  if (!clash) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={t('bookings.sameTime.title', { name: clash.contactName })}
      description={
        <Link to={buildPath('booking', { bookingId: clash.id })}>
          {t('bookings.sameTime.their', { when: timeRange(format, clash, timeZone, false), staff: clash.staffName })}
        </Link>
      }
      style={{ marginBlockEnd: 16 }}
    />
  );
}
