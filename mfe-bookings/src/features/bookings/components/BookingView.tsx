import { buildPath, dayIn, useFormat, zoneName, type BookingDetail } from '@frontdesk/shared';
import { Alert, Flex, Typography } from '@frontdesk/shared/antd';
import { Card, Col, Row } from '@frontdesk/shared/antd-pages';
import { Descriptions } from '@frontdesk/shared/antd-more';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { timeRange } from '../utils/when';
import { BookingActions } from './BookingActions';
import { BookingHistory } from './BookingHistory';
import { BookingNotes } from './BookingNotes';
import { BookingSeries } from './BookingSeries';
import { BookingServices } from './BookingServices';
import { BookingStatusTag } from './BookingStatusTag';
import { StaffName } from './StaffName';

/** What the new-booking page hands over: the starts of a series that were taken. */
type Arrival = { skipped?: string[] } | null;

/** An appointment: when (on the business's clock, the zone named), who, what, its status and what comes next. */
export function BookingView({ detail }: { detail: BookingDetail }) {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useFormat();
  const arrival = useLocation().state as Arrival;
  const { booking, timeZone } = detail;
  const day = format.day(dayIn(booking.startsAt, timeZone), 'full');
  const when = `${day} · ${timeRange(format, booking, timeZone, true)}`;
  const skipped = arrival?.skipped ?? [];

  return (
    <Flex vertical gap="middle">
      <PageTitle
        title={booking.contactName ? t('bookings.detail.title', { name: booking.contactName }) : t('bookings.detail.heldTitle')}
        intro={
          <Flex component="span" align="center" gap="small" wrap>
            <BookingStatusTag status={booking.status} />
            <bdi>{when}</bdi>
          </Flex>
        }
        extra={<BookingActions booking={booking} timeZone={timeZone} currency={detail.currency} />}
      />
      {skipped.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('bookings.detail.skipped')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {skipped.map((iso) => (
                <li key={iso}>{format.moment(iso, { withTime: true, timeZone })}</li>
              ))}
            </ul>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Flex vertical gap="middle">
            <Card size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  {
                    key: 'when',
                    label: t('bookings.detail.when'),
                    span: 'filled',
                    children: (
                      <Flex vertical>
                        <bdi>{when}</bdi>
                        <Typography.Text type="secondary">{t('bookings.detail.zone', { zone: zoneName(timeZone, format.locale) })}</Typography.Text>
                      </Flex>
                    ),
                  },
                  {
                    key: 'contact',
                    label: t('bookings.detail.contact'),
                    children: booking.contactId ? (
                      <Link to={buildPath('contact', { contactId: booking.contactId })}>{booking.contactName}</Link>
                    ) : (
                      t('bookings.list.heldVisitor')
                    ),
                  },
                  ...(booking.assetName ? [{ key: 'asset', label: t('bookings.detail.asset'), children: booking.assetName }] : []),
                  { key: 'staff', label: t('bookings.detail.staff'), children: <StaffName name={booking.staffName} color={booking.staffColor} /> },
                  { key: 'status', label: t('bookings.detail.status'), children: t(`common:bookingStatus.${booking.status}`) },
                  { key: 'source', label: t('bookings.detail.source'), children: t(`bookings.source.${booking.source}`) },
                  ...(booking.depositPaidMinor > 0
                    ? [
                        {
                          key: 'deposit',
                          label: t('bookings.detail.deposit'),
                          children:
                            booking.depositHeldMinor > 0
                              ? t('bookings.detail.depositHeld', {
                                  paid: format.money(booking.depositPaidMinor, detail.currency),
                                  held: format.money(booking.depositHeldMinor, detail.currency),
                                })
                              : t('bookings.detail.depositUsed', { paid: format.money(booking.depositPaidMinor, detail.currency) }),
                        },
                      ]
                    : []),
                  ...(booking.cancelReason
                    ? [{ key: 'reason', label: t('bookings.detail.cancelReason'), span: 'filled' as const, children: booking.cancelReason }]
                    : []),
                ]}
              />
            </Card>
            <Card size="small" title={t('bookings.detail.services.title')}>
              <BookingServices booking={booking} currency={detail.currency} />
            </Card>
            {booking.seriesId && (
              <Card size="small" title={t('bookings.series.title')}>
                <BookingSeries booking={booking} timeZone={timeZone} />
              </Card>
            )}
          </Flex>
        </Col>
        <Col xs={24} xl={9}>
          <Flex vertical gap="middle">
            <Card size="small" title={t('bookings.notes.title')}>
              <BookingNotes booking={booking} />
            </Card>
            <Card size="small" title={t('bookings.history.title')}>
              <BookingHistory events={detail.history} timeZone={timeZone} currency={detail.currency} />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
