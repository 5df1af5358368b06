import { useApiMutation } from '@frontdesk/shared';
import { Button } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { issueInvoice } from '../api';

/** Issues a draft: from now it is open, to be paid. */
export function IssueButton({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('payments');
  const issue = useApiMutation({
    idempotent: true,
    mutationFn: (_: void, { idempotencyKey }) => issueInvoice(invoiceId, idempotencyKey),
    invalidates: [['invoices']],
    successMessage: t('invoices.detail.issued'),
  });
  return (
    <Button type="primary" loading={issue.busy} onClick={() => issue.mutate()}>
      {t('invoices.detail.issue')}
    </Button>
  );
}
