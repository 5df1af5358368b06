import { buildPath, dayIn, useFormat, useQuery, type Booking } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bookingsQuery } from '../api';
import { timeRange } from '../utils/when';
import { BookingStatusTag } from './BookingStatusTag';

/** The appointments of a booking's repeating series, in order: each a way to it, this one marked. */
export function BookingSeries({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const series = useQuery(bookingsQuery({ seriesId: booking.seriesId ?? '' }, 1));
  return (
    <QueryState query={series} size="section" loading={t('bookings.series.loading')} failed={t('bookings.series.failed')}>
      {(list) => (
        <ol aria-label={t('bookings.series.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
          {list.items.map((occurrence) => {
            const when = `${format.day(dayIn(occurrence.startsAt, timeZone))} · ${timeRange(format, occurrence, timeZone)}`;
            return (
              <li key={occurrence.id} style={{ marginBlockEnd: 6 }}>
                <Flex gap="small" align="center" wrap>
                  {occurrence.id === booking.id ? (
                    <Typography.Text strong aria-current="page">
                      {t('bookings.series.this', { when })}
                    </Typography.Text>
                  ) : (
                    <Link to={buildPath('booking', { bookingId: occurrence.id })}>
                      {/* a day and a range of times read in their order in rtl too */}
                      <bdi>{when}</bdi>
                    </Link>
                  )}
                  <BookingStatusTag status={occurrence.status} />
                </Flex>
              </li>
            );
          })}
        </ol>
      )}
    </QueryState>
  );
}
