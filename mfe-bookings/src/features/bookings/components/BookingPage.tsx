import { buildPath, useQuery } from '@frontdesk/shared';
import { QueryState } from '@frontdesk/shared/ui';
import { LinkButton, NotFoundState } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { bookingQuery } from '../api';
import { BookingView } from './BookingView';

/** /app/bookings/{bookingId}: one appointment, what can be done to it now, its notes and history. */
export function BookingPage() {
  const { t } = useTranslation('bookings');
  const { bookingId = '' } = useParams();
  const booking = useQuery(bookingQuery(bookingId));
  return (
    <QueryState
      query={booking}
      loading={t('bookings.detail.loading')}
      failed={t('bookings.detail.failed')}
      notFound={
        <NotFoundState
          title={t('bookings.detail.notFound')}
          text={t('bookings.detail.notFoundText')}
          action={<LinkButton to={buildPath('bookings')}>{t('bookings.detail.back')}</LinkButton>}
        />
      }
    >
      {(detail) => <BookingView detail={detail} />}
    </QueryState>
  );
}
