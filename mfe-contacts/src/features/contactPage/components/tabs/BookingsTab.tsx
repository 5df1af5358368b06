import { addDays, buildPath, useBusinessDay, useFormat, useQuery, type BookingPage } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-more';
import { CalendarOutlined } from '@frontdesk/shared/icons';
import { EmptyState, FailedState, LoadingState } from '@frontdesk/shared/ui';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactBookingsQuery, contactPastBookingsQuery } from '../../../../common/api/bookings';
import { ItemList, PagedItemList, type Item } from '../../../../common/components/ItemList';
import { contactLinks } from '../../../../common/contactLinks';

/**
 * A contact's bookings on their record (issue 34 §1): today's and the coming ones, earliest first,
 * and the earlier ones, latest first, a page at a time. Each names its time on the business's
 * clock (a link to the booking), its services, staff member, amount, status and bill.
 */
export function BookingsTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation(['contacts', 'common']);
  const business = useBusinessDay();
  const [page, setPage] = useState(1);
  const bookingItems = useBookingItems(business.moment);
  // the business's today: until its zone is read, the reader's would split the lists on the wrong day
  const coming = useQuery({ ...contactBookingsQuery(contactId, business.today), enabled: business.settled });
  const past = useQuery({ ...contactPastBookingsQuery(contactId, addDays(business.today, -1), page), enabled: business.settled });
  const failed = [coming, past].filter((read) => read.isError);
  if (failed.length) {
    const retry = () => failed.forEach((read) => void read.refetch());
    return <FailedState size="section" title={t('contact.bookings.failed')} error={failed[0]!.error} onRetry={retry} />;
  }
  if (!coming.data || !past.data) return <LoadingState label={t('contact.bookings.loading')} />;
  if (coming.data.total === 0 && past.data.total === 0) {
    return (
      <EmptyState
        size="section"
        title={t('contact.bookings.none')}
        action={
          <LinkButton type="primary" icon={<CalendarOutlined aria-hidden />} to={contactLinks(contactId).newBooking}>
            {t('contact.actions.newBooking')}
          </LinkButton>
        }
      />
    );
  }
  const upcoming = t('contact.bookings.coming', { count: coming.data.total });
  const earlier = t('contact.bookings.past', { count: past.data.total });
  return (
    <Flex vertical gap="large" aria-busy={past.isPlaceholderData}>
      <BookingSection title={upcoming} empty={t('contact.bookings.noneComing')}>
        {coming.data.items.length ? <ItemList items={bookingItems(coming.data)} label={upcoming} /> : null}
      </BookingSection>
      <BookingSection title={earlier} empty={t('contact.bookings.nonePast')}>
        {past.data.items.length ? (
          <PagedItemList items={bookingItems(past.data)} label={earlier} data={past.data} onPage={setPage} pagesLabel={t('contact.bookings.pages')} />
        ) : null}
      </BookingSection>
    </Flex>
  );
}

/** A part of the tab under its heading; what it says when it holds nothing. */
function BookingSection({ title, empty, children }: { title: string; empty: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {children ?? <Typography.Text type="secondary">{empty}</Typography.Text>}
    </section>
  );
}

/**
 * A page of bookings as items; `moment` writes a moment on the business's clock, its zone named when
 * it is not the reader's (useBusinessDay).
 */
function useBookingItems(moment: (iso: string) => string) {
  const { t } = useTranslation(['contacts', 'common']);
  const format = useFormat();
  return (page: BookingPage): Item[] =>
    page.items.map((booking) => ({
      key: booking.id,
      title: (
        <Flex gap="small" align="center" wrap>
          <Link to={buildPath('booking', { bookingId: booking.id })} aria-label={t('contact.bookings.open', { when: moment(booking.startsAt) })}>
            <strong>{moment(booking.startsAt)}</strong>
          </Link>
          <Tag style={{ marginInlineEnd: 0 }}>{t(`common:bookingStatus.${booking.status}`)}</Tag>
        </Flex>
      ),
      description: [
        booking.services.map((line) => line.name).join(', '),
        t('contact.bookings.with', { staff: booking.staffName }),
        format.money(booking.totalMinor, page.currency),
        ...(booking.cancelReason ? [t('contact.bookings.cancelReason', { reason: booking.cancelReason })] : []),
      ].join(' · '),
      actions: booking.invoiceId
        ? [
            <Link key="bill" to={buildPath('invoice', { invoiceId: booking.invoiceId })}>
              {t('contact.bookings.bill')}
            </Link>,
          ]
        : [],
    }));
}
