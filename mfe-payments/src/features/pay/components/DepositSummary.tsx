import { dayIn, useDepositPolicyText, useFormat, zoneName, type PayLinkBooking, type PayLinkView } from '@frontdesk/shared';
import { usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { AmountRow } from './AmountRow';

/**
 * A booking's deposit: the time it books (service, with whom, when on the business's clock, the
 * zone named as /book names it), the price and the deposit to pay, big, the business's policy for
 * it (what it becomes if the booking is cancelled), and until when the time is held for this
 * payment (after that the API refuses it, 410 hold_expired, charging nothing).
 */
export function DepositSummary({ link, booking }: { link: PayLinkView; booking: PayLinkBooking }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const token = usePublicToken();
  const policy = useDepositPolicyText();
  const { timeZone } = booking;
  const when = t('pay.deposit.at', {
    day: format.day(dayIn(booking.startsAt, timeZone), 'full'),
    time: format.clock(booking.startsAt, timeZone, { withZone: true }),
  });
  const line = { marginBlock: `0 ${token.marginSM}px` };
  return (
    <>
      <p style={{ ...line, color: token.colorTextHeading }}>{t('pay.deposit.for', { service: booking.serviceName, staff: booking.staffName, when })}</p>
      <p style={{ ...line, color: token.colorTextSecondary }}>{t('pay.deposit.zone', { zone: zoneName(timeZone, format.locale) })}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderBlockStart: `1px solid ${token.colorBorderSecondary}` }}>
        <AmountRow name={t('pay.deposit.price')} amount={format.money(link.totalMinor, link.currency)} secondary />
        <AmountRow name={t('pay.deposit.due')} amount={format.money(link.amountMinor, link.currency)} due />
      </ul>
      {/* the business's policy, read before paying */}
      <p style={{ marginBlock: `${token.marginSM}px 0`, color: token.colorTextSecondary }}>
        {policy({ outcome: booking.depositOnCancel, cutoffHours: booking.cancelCutoffHours, amount: format.money(link.amountMinor, link.currency) })}
      </p>
      <p style={{ marginBlock: `${token.marginSM}px ${token.marginLG}px`, fontWeight: token.fontWeightStrong }}>
        {t('pay.deposit.held', { time: format.clock(booking.holdExpiresAt, timeZone, { withZone: true }) })}
      </p>
    </>
  );
}
