import { useBusinessDay, useFormat, type AuditEvent } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** An invoice's money events from the append-only audit trail, oldest first: what, who, when, how much. */
export function InvoiceHistory({ events, currency }: { events: AuditEvent[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  if (events.length === 0) return <Typography.Text type="secondary">{t('invoices.history.none')}</Typography.Text>;
  return (
    <ol aria-label={t('invoices.history.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {events.map((event) => (
        <li key={event.id} style={{ marginBlockEnd: 8 }}>
          <Flex vertical>
            <Typography.Text>
              {t(`invoices.history.action.${event.action}`)}
              {event.amountMinor !== null ? ` · ${format.money(event.amountMinor, currency)}` : ''}
            </Typography.Text>
            <Typography.Text type="secondary">
              {business.moment(event.at)} · {event.userEmail || t('invoices.history.visitor')}
            </Typography.Text>
          </Flex>
        </li>
      ))}
    </ol>
  );
}
