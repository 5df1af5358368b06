import { useFormat, type BookingEvent } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { detailOf } from '../utils/history';

/** An appointment's history, oldest first: when (the business's clock), who, what, the status it moved between, and why. */
export function BookingHistory({ events, timeZone, currency }: { events: BookingEvent[]; timeZone: string; currency: string }) {
  const { t } = useTranslation(['bookings', 'common']);
  const format = useFormat();
  const at = (iso: string) => format.moment(iso, { withTime: true, timeZone });
  if (events.length === 0) return <Typography.Text type="secondary">{t('bookings.history.none')}</Typography.Text>;

  const who = (event: BookingEvent) => {
    if (event.actor === 'visitor') return t('bookings.history.visitor');
    if (event.actor === 'system') return t('bookings.history.system');
    return event.userName || t('bookings.history.system');
  };
  const change = ({ fromStatus, toStatus }: BookingEvent) => {
    if (fromStatus && toStatus && fromStatus !== toStatus)
      return t('bookings.history.change', { from: t(`common:bookingStatus.${fromStatus}`), to: t(`common:bookingStatus.${toStatus}`) });
    if (!fromStatus && toStatus) return t(`common:bookingStatus.${toStatus}`);
    return null;
  };
  const said = (event: BookingEvent) => {
    const detail = detailOf(event);
    if (detail.kind === 'reason') return t('bookings.history.reason', { reason: detail.reason });
    if (detail.kind === 'moved') return t('bookings.history.moved', { from: at(detail.from), to: at(detail.to) });
    if (detail.kind === 'occurrence') return t('bookings.history.occurrence', { n: detail.n, count: detail.count });
    if (detail.kind === 'paid') return t('bookings.history.paid', { number: detail.invoiceNumber });
    if (detail.kind === 'amount') return format.money(detail.amountMinor, currency);
    if (detail.kind === 'text') return detail.text;
    return null;
  };

  return (
    <ol aria-label={t('bookings.history.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {[...events]
        .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
        .map((event) => {
          const moved = change(event);
          const detail = said(event);
          return (
            <li key={event.id} style={{ marginBlockEnd: 8 }}>
              <Flex vertical>
                <Typography.Text>
                  <Typography.Text strong>{t(`bookings.history.action.${event.action}`)}</Typography.Text>
                  {moved ? ` · ${moved}` : ''}
                </Typography.Text>
                {detail ? <Typography.Text>{detail}</Typography.Text> : null}
                <Typography.Text type="secondary">
                  {at(event.at)} · {who(event)}
                </Typography.Text>
              </Flex>
            </li>
          );
        })}
    </ol>
  );
}
