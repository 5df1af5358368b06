import type { VisitorBooking } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BookingSummary } from './BookingSummary';
import { ZoneNote } from './ZoneNote';

type Props = {
  booking: VisitorBooking;
  /** where the confirmation went */
  email: string;
  /** the address of a new booking, and what starting one forgets */
  againTo: string;
  onAgain: () => void;
};

/**
 * Step 5: booked (a service that asks no deposit; one that does is booked on its pay page). What,
 * when and with whom; where the confirmation went; the link that manages it.
 */
export function Booked({ booking, email, againTo, onAgain }: Props) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const line = { marginBlock: `0 ${token.marginSM}px` };
  return (
    <>
      <BookingSummary booking={booking} />
      <ZoneNote timeZone={booking.timeZone} />
      <p style={line}>{t('book.done.sent', { email })}</p>
      <p style={line}>
        <Link to={booking.manageUrl}>{t('book.done.manage')}</Link>
      </p>
      <p style={{ marginBlock: 0 }}>
        <Link to={againTo} onClick={onAgain}>
          {t('book.done.again')}
        </Link>
      </p>
    </>
  );
}
