import type { InvoiceStatus } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** An invoice's status as words (never colour alone): overdue and void stand out in strong or secondary text. */
export function InvoiceStatusText({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('payments');
  const text = t(`invoices.status.${status}`);
  if (status === 'overdue') return <Typography.Text strong>{text}</Typography.Text>;
  if (status === 'void' || status === 'draft') return <Typography.Text type="secondary">{text}</Typography.Text>;
  return <Typography.Text>{text}</Typography.Text>;
}
