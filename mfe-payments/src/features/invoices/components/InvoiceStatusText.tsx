import type { InvoiceDisplayStatus } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/**
 * An invoice's status as words (never colour alone), as the API derives it for a reader
 * (`displayStatus`: a paid invoice with refunds is partly refunded or refunded): overdue and the
 * refunded ones stand out in strong text, void and draft are secondary.
 */
export function InvoiceStatusText({ status }: { status: InvoiceDisplayStatus }) {
  const { t } = useTranslation(['payments', 'common']);
  const text = t(`common:invoiceStatus.${status}`);
  if (status === 'overdue' || status === 'partly_refunded' || status === 'refunded') return <Typography.Text strong>{text}</Typography.Text>;
  if (status === 'void' || status === 'draft') return <Typography.Text type="secondary">{text}</Typography.Text>;
  return <Typography.Text>{text}</Typography.Text>;
}
