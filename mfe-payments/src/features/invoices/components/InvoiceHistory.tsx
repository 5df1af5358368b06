import { useBusinessDay, useFormat, type AuditEvent } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

const EDITED_FIELDS = ['dueOn', 'terms', 'note'] as const;
type EditedField = (typeof EDITED_FIELDS)[number];
const isEditedField = (field: unknown): field is EditedField => EDITED_FIELDS.includes(field as EditedField);

/** What an event's detail says beyond its action: why (a refund's, a void's reason), what changed (an edit's fields). */
function useEventDetail() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  return (event: AuditEvent): string | null => {
    const { reason, fields, dueOn } = event.detail;
    if (typeof reason === 'string' && reason.trim()) return t('invoices.history.reason', { reason: reason.trim() });
    if (event.action === 'invoice.edited' && Array.isArray(fields)) {
      const names = fields
        .filter(isEditedField)
        .map((field) =>
          field === 'dueOn'
            ? t('invoices.history.field.dueOn', { day: typeof dueOn === 'string' ? format.day(dueOn) : t('invoices.history.field.noDay') })
            : t(`invoices.history.field.${field}`),
        );
      return names.length ? t('invoices.history.changed', { fields: names.join(', ') }) : null;
    }
    return null;
  };
}

/** An invoice's money events from the append-only audit trail, oldest first: what, who, when, how much, and why. */
export function InvoiceHistory({ events, currency }: { events: AuditEvent[]; currency: string }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const detailOf = useEventDetail();
  const business = useBusinessDay();
  if (events.length === 0) return <Typography.Text type="secondary">{t('invoices.history.none')}</Typography.Text>;
  return (
    <ol aria-label={t('invoices.history.title')} style={{ margin: 0, paddingInlineStart: 20 }}>
      {events.map((event) => {
        const detail = detailOf(event);
        return (
          <li key={event.id} style={{ marginBlockEnd: 8 }}>
            <Flex vertical>
              <Typography.Text>
                {t(`invoices.history.action.${event.action}`)}
                {event.amountMinor !== null ? ` · ${format.money(event.amountMinor, currency)}` : ''}
              </Typography.Text>
              {detail && <Typography.Text>{detail}</Typography.Text>}
              <Typography.Text type="secondary">
                {business.moment(event.at)} · {event.userEmail || t('invoices.history.visitor')}
              </Typography.Text>
            </Flex>
          </li>
        );
      })}
    </ol>
  );
}
