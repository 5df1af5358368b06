import { buildPath } from '@frontdesk/shared';
import { Flex } from '@frontdesk/shared/antd';
import { CalendarOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, LoadingState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useBookingsList } from '../hooks/useBookingsList';
import { BookingDayList } from './BookingDayList';
import { BookingFilters } from './BookingFilters';
import { RangeNavigator } from './RangeNavigator';
import { WaitlistButton } from './WaitlistButton';

/**
 * /app/bookings: the desk's appointments of a day or a week (today by default), by day, with the
 * staff member and status filters kept in the address; each opens the booking. The waitlist
 * (full days' lines) opens in a drawer from the title's buttons.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const list = useBookingsList();
  const newBooking = (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={buildPath('bookingNew')}>
      {t('bookings.list.new')}
    </LinkButton>
  );
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="bookings"
        extra={
          <Flex gap="small" wrap>
            <WaitlistButton />
            <LinkButton icon={<CalendarOutlined aria-hidden />} to={buildPath('calendar')}>
              {t('bookings.list.calendar')}
            </LinkButton>
            {newBooking}
          </Flex>
        }
      />
      {list.range ? (
        <>
          <RangeNavigator range={list.range} today={list.today} onChange={list.setRange} />
          <BookingFilters range={list.range} onRange={list.setRange} value={list.filters} onChange={list.setFilters} />
          <QueryState
            query={list.bookings}
            size="section"
            loading={t('bookings.list.loading')}
            failed={t('bookings.list.failed')}
            isEmpty={(page) => page.items.length === 0}
            empty={
              list.filtered ? (
                <EmptyState size="section" title={t('bookings.list.emptyFiltered')} text={t('bookings.list.emptyFilteredText')} />
              ) : (
                <EmptyState size="section" title={t('bookings.list.empty')} text={t('bookings.list.emptyText')} action={newBooking} />
              )
            }
          >
            {(page) => <BookingDayList data={page} loading={list.bookings.isPlaceholderData} onPage={list.setPage} />}
          </QueryState>
        </>
      ) : (
        <LoadingState size="section" label={t('bookings.list.loading')} />
      )}
    </Flex>
  );
}
