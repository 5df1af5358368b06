import { addDays, buildPath, useBusinessDay, useFormat, useQuery, type BookingPage } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Pagination, Tag } from '@frontdesk/shared/antd-more';
import { CalendarOutlined } from '@frontdesk/shared/icons';
import { EmptyState, FailedState, LoadingState } from '@frontdesk/shared/ui';
import { LinkButton, pagerOf } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactBookingsQuery, contactPastBookingsQuery } from '../../../../common/api/bookings';
import { ItemList, type Item } from '../../../../common/components/ItemList';
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
  // the business's today: until its zone is read, the reader's would split the lists on the wrong day
  const coming = useQuery({ ...contactBookingsQuery(contactId, business.today), enabled: business.settled });
  const past = useQuery({ ...contactPastBookingsQuery(contactId, addDays(business.today, -1), page), enabled: business.settled });
  const id = useId();

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
  return (
    <Flex vertical gap="large" aria-busy={past.isPlaceholderData}>
      <section aria-labelledby={`${id}-coming`}>
        <Typography.Title level={2} id={`${id}-coming`} style={{ fontSize: 16 }}>
          {t('contact.bookings.coming', { count: coming.data.total })}
        </Typography.Title>
        {coming.data.items.length ? (
          <BookingItems page={coming.data} moment={business.moment} label={t('contact.bookings.coming', { count: coming.data.total })} />
        ) : (
          <Typography.Text type="secondary">{t('contact.bookings.noneComing')}</Typography.Text>
        )}
      </section>
      <section aria-labelledby={`${id}-past`}>
        <Typography.Title level={2} id={`${id}-past`} style={{ fontSize: 16 }}>
          {t('contact.bookings.past', { count: past.data.total })}
        </Typography.Title>
        {past.data.items.length ? (
          <>
            <BookingItems page={past.data} moment={business.moment} label={t('contact.bookings.past', { count: past.data.total })} />
            {past.data.total > past.data.pageSize ? (
              <Flex component="nav" aria-label={t('contact.bookings.pages')} justify="flex-end">
                <Pagination {...pagerOf(past.data, setPage)} />
              </Flex>
            ) : null}
          </>
        ) : (
          <Typography.Text type="secondary">{t('contact.bookings.nonePast')}</Typography.Text>
        )}
      </section>
    </Flex>
  );
}

type ItemsProps = {
  page: BookingPage;
  /** a moment on the business's clock, the zone named when it is not the reader's (useBusinessDay) */
  moment: (iso: string) => string;
  label: string;
};

/** One list of bookings. */
function BookingItems({ page, moment, label }: ItemsProps) {
  const { t } = useTranslation(['contacts', 'common']);
  const format = useFormat();
  const items: Item[] = page.items.map((booking) => ({
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
  return <ItemList items={items} label={label} />;
}
