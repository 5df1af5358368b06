import { localDay, useFormat, useQuery } from '@frontdesk/shared';
import { Select } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { contactBookingsQuery } from '../api/bookings';
import { bookingStart, upcomingOf } from '../bookings';

type Props = {
  contactId: string;
  /** set by the form: the booking chosen, '' (or nothing yet) for none */
  value?: string;
  onChange?: (bookingId: string) => void;
  id?: string;
};

/**
 * Which of the contact's upcoming bookings a reminder is about, optional: the bookings from the
 * desk's today that are still to come, each by its day, time and services on the business's clock.
 */
export function ReminderBookingSelect({ contactId, value, onChange, id }: Props) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const bookings = useQuery(contactBookingsQuery(contactId, localDay()));
  return (
    <QueryState query={bookings} size="field" loading={t('reminderBooking.loading')} failed={t('reminderBooking.failed')}>
      {({ items, timeZone }) => {
        const upcoming = upcomingOf(items);
        if (upcoming.length === 0) return <Select id={id} disabled placeholder={t('reminderBooking.noUpcoming')} />;
        const options = upcoming.map((booking) => ({
          value: booking.id,
          label: t('reminderBooking.option', {
            ...bookingStart(format, booking.startsAt, timeZone),
            services: booking.services.map((service) => service.name).join(', '),
          }),
        }));
        return (
          <Select
            id={id}
            value={value ?? ''}
            onChange={(chosen: string) => onChange?.(chosen)}
            options={[{ value: '', label: t('reminderBooking.none') }, ...options]}
            popupMatchSelectWidth={false}
          />
        );
      }}
    </QueryState>
  );
}
