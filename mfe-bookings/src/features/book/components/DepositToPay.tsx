import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBookFormat } from '../hooks/useBookFormat';
import type { DepositDue } from '../types';

/**
 * A held booking waiting for its deposit (the visitor came back from the pay page without paying):
 * until when the time is held, and the link to pay it (the payments site: a plain link). Once the
 * hold has run out the time is let go, and the visitor books again.
 */
export function DepositToPay({ booking, againTo }: { booking: DepositDue; againTo: string }) {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useBookFormat();
  const token = usePublicToken();
  const line = { marginBlock: `0 ${token.marginSM}px` };
  const until = booking.holdExpiresAt ?? booking.startsAt;
  if (Date.parse(until) <= Date.now()) {
    return (
      <>
        <p style={line}>{t('common:errors.hold_expired')}</p>
        <Link to={againTo}>{t('book.manage.again')}</Link>
      </>
    );
  }
  return (
    <>
      <p style={{ ...line, fontWeight: token.fontWeightStrong }}>{t('book.manage.held', { time: format.clock(until, booking.timeZone) })}</p>
      <a href={booking.payUrl}>{t('book.manage.pay', { amount: format.money(booking.depositMinor, booking.currency) })}</a>
    </>
  );
}
