import { useApiMutation, type Invoice } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { voidInvoice } from '../api';

const REASON_MAX = 500;

/** Voids an invoice that holds no money, with why: its stock comes back and its links stop working. */
export function VoidModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const cancel = useApiMutation({
    idempotent: true,
    mutationFn: (reason: string, { idempotencyKey }) => voidInvoice(invoice.id, reason, idempotencyKey),
    invalidates: [['invoices'], ['catalogue'], ['contacts']],
    successMessage: t('invoices.void.done', { number: invoice.number }),
    failureToast: false,
    onSuccess: onClose,
  });
  return (
    <ModalForm
      title={t('invoices.void.title', { number: invoice.number })}
      submitText={t('invoices.void.submit')}
      danger
      cancelText={t('invoices.cancel')}
      mutation={cancel}
      initialValues={{ reason: '' }}
      transform={({ reason }) => reason.trim()}
      fieldOf={(field) => (field === 'reason' ? field : null)}
      failure={(reason) => t('invoices.void.failed', { reason })}
      onClose={onClose}
    >
      <p>{t('invoices.void.explain')}</p>
      <Form.Item name="reason" label={t('invoices.void.reason')} rules={[{ required: true, whitespace: true, message: t('invoices.void.reasonRequired') }]}>
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}
