import { bookingSettingsQuery, buildPath, useFormat, useQuery, type Reminder } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingStart } from '../bookings';

/** the browser's zone: a booking's time when the business's cannot be read (still a true time) */
const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The booking a reminder is about, as a link to it: "Booking: Mar 10, 2026, 10:00 AM" on the
 * business's clock (nothing for a reminder about no booking, nor while the business's zone loads).
 */
export function ReminderBookingLink({ reminder }: { reminder: Pick<Reminder, 'bookingId' | 'bookingStartsAt'> }) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const { bookingId, bookingStartsAt } = reminder;
  const settings = useQuery({ ...bookingSettingsQuery(), enabled: Boolean(bookingId && bookingStartsAt) });
  if (!bookingId || !bookingStartsAt) return null;
  const timeZone = settings.data?.timeZone ?? (settings.isError ? readerZone() : null);
  if (!timeZone) return null;
  return <Link to={buildPath('booking', { bookingId })}>{t('reminderBooking.link', bookingStart(format, bookingStartsAt, timeZone))}</Link>;
}
