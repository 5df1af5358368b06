import { buildPath, useFormat, type BookingDetail } from '@frontdesk/shared';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

/** A booking's checkout's heading: whose booking is billed and when (on the business's clock), and the way back to it. */
export function BillTitle({ detail }: { detail: BookingDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { booking, timeZone } = detail;
  return (
    <PageTitle
      title={t('checkout.bill.title', { contact: booking.contactName, when: format.moment(booking.startsAt, { withTime: true, timeZone }) })}
      extra={<LinkButton to={buildPath('booking', { bookingId: booking.id })}>{t('checkout.bill.booking')}</LinkButton>}
    />
  );
}
