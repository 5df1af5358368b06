import type { VisitorBooking } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useBookFormat } from '../hooks/useBookFormat';

type Props = {
  booking: VisitorBooking;
  /** the service's deposit, shown when it asks one */
  depositMinor?: number;
  /** say where the booking stands (the manage page) */
  withStatus?: boolean;
};

/** What is held or booked: the service, when (the business's clock, zone named), with whom, the price, the deposit asked or paid. */
export function BookingSummary({ booking, depositMinor = 0, withStatus = false }: Props) {
  const { t } = useTranslation('bookings');
  const format = useBookFormat();
  const token = usePublicToken();
  const rows: [string, string][] = [
    [t('book.summary.service'), booking.serviceName],
    [t('book.summary.when'), format.when(booking.startsAt, booking.timeZone)],
    [t('book.summary.staff'), booking.staffName],
    [t('book.summary.price'), format.money(booking.priceMinor, booking.currency)],
    ...(depositMinor > 0 ? [[t('book.summary.deposit'), format.money(depositMinor, booking.currency)] as [string, string]] : []),
    // a booking's depositMinor is what was paid for it, once it is no longer a hold
    ...(booking.status !== 'held' && booking.depositMinor > 0
      ? [[t('book.summary.depositPaid'), format.money(booking.depositMinor, booking.currency)] as [string, string]]
      : []),
    ...(withStatus ? [[t('book.summary.status'), t(`book.status.${booking.status}`)] as [string, string]] : []),
  ];
  return (
    <dl
      aria-label={t('book.summary.label')}
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: `${token.marginXXS}px ${token.margin}px`,
        margin: `0 0 ${token.marginLG}px`,
        padding: token.padding,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
      }}
    >
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt style={{ color: token.colorTextSecondary }}>{term}</dt>
          <dd style={{ margin: 0, color: token.colorTextHeading }}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
