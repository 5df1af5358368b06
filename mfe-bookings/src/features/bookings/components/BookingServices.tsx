import { useFormat, type Booking, type BookingServiceLine } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { useDurationText } from '../../../common/hooks/useDurationText';

/** a service may be done twice in one appointment: rows are told apart by their place */
type Line = BookingServiceLine & { key: number };

/** An appointment's services in the order they are done, each with its length and price, and the total. */
export function BookingServices({ booking, currency }: { booking: Booking; currency: string }) {
  const { t } = useTranslation('bookings');
  const duration = useDurationText();
  const format = useFormat();
  const minutes = booking.services.reduce((sum, line) => sum + line.durationMinutes, 0);
  const columns: TableColumnsType<Line> = [
    { key: 'service', title: t('bookings.detail.services.service'), render: (_, line) => line.name },
    { key: 'duration', title: t('bookings.detail.services.duration'), align: 'end', render: (_, line) => duration(line.durationMinutes) },
    { key: 'price', title: t('bookings.detail.services.price'), align: 'end', render: (_, line) => format.money(line.priceMinor, currency) },
  ];
  return (
    <Table<Line>
      aria-label={t('bookings.detail.services.title')}
      size="small"
      columns={columns}
      dataSource={booking.services.map((line, key) => ({ ...line, key }))}
      pagination={false}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>
            <Typography.Text strong>{t('bookings.detail.services.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} align="end">
            <Typography.Text strong>{duration(minutes)}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={2} align="end">
            <Typography.Text strong>{format.money(booking.totalMinor, currency)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
