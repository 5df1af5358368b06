import { buildPath, useFormat, type Booking, type BookingPage as BookingList } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { Pagination, Tag } from '@frontdesk/shared/antd-more';
import { pagerOf } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { groupByDay, timeRange } from '../utils/when';
import { BookingStatusTag } from './BookingStatusTag';
import { StaffName } from './StaffName';

type Props = {
  data: BookingList;
  /** the next page is on its way (the one shown stays meanwhile) */
  loading: boolean;
  onPage: (page: number) => void;
};

/**
 * A page of bookings under a heading per day (the business's day), each row: its times on the
 * business's clock, customer, services, staff member, status in words, and whether it was booked
 * online; each row opens the booking.
 */
export function BookingDayList({ data, loading, onPage }: Props) {
  const { t } = useTranslation('bookings');
  const format = useFormat();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const { timeZone } = data;
  const nameOf = (booking: Booking) => booking.contactName || t('bookings.list.heldVisitor');

  const columns: TableColumnsType<Booking> = [
    {
      key: 'time',
      title: t('bookings.list.columns.time'),
      width: 190,
      render: (_, booking) => {
        const time = timeRange(format, booking, timeZone);
        return (
          <Link
            to={buildPath('booking', { bookingId: booking.id })}
            aria-label={t('bookings.list.open', { time, name: nameOf(booking) })}
            onClick={(event) => event.stopPropagation()}
          >
            <bdi>{time}</bdi>
          </Link>
        );
      },
    },
    {
      key: 'contact',
      title: t('bookings.list.columns.contact'),
      render: (_, booking) => (
        <Flex vertical>
          <Typography.Text type={booking.contactName ? undefined : 'secondary'}>{nameOf(booking)}</Typography.Text>
          {booking.assetName ? <Typography.Text type="secondary">{booking.assetName}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'services', title: t('bookings.list.columns.services'), render: (_, booking) => booking.services.map((service) => service.name).join(', ') },
    {
      key: 'staff',
      title: t('bookings.list.columns.staff'),
      width: 180,
      render: (_, booking) => <StaffName name={booking.staffName} color={booking.staffColor} />,
    },
    {
      key: 'status',
      title: t('bookings.list.columns.status'),
      width: 200,
      render: (_, booking) => (
        <Flex gap={token.marginXXS} wrap>
          <BookingStatusTag status={booking.status} />
          {booking.source === 'online' ? (
            <Tag title={t('bookings.list.onlineHint')} style={{ marginInlineEnd: 0 }}>
              {t('bookings.source.online')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap="large">
      {groupByDay(data.items, timeZone).map(({ day, bookings }) => {
        const heading = format.day(day, 'full');
        return (
          <section key={day}>
            <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, marginBlock: `0 ${token.marginXS}px` }}>
              {heading}
            </Typography.Title>
            <Table<Booking>
              aria-label={heading}
              rowKey="id"
              size="small"
              tableLayout="fixed"
              columns={columns}
              dataSource={bookings}
              loading={loading}
              pagination={false}
              scroll={{ x: 880 }}
              onRow={(booking) => ({ onClick: () => void navigate(buildPath('booking', { bookingId: booking.id })), style: { cursor: 'pointer' } })}
            />
          </section>
        );
      })}
      {data.total > data.pageSize ? (
        <Flex component="nav" aria-label={t('bookings.list.pages')} justify="flex-end">
          <Pagination {...pagerOf(data, onPage)} />
        </Flex>
      ) : null}
    </Flex>
  );
}
