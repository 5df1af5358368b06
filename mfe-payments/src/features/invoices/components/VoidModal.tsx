import { useApiMutation, type Invoice } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { voidInvoice } from '../api';

const REASON_MAX = 500;

/** Voids an invoice that holds no money, with why: its stock comes back and its links stop working. */
export function VoidModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useApiMutation({
    idempotent: true,
    mutationFn: (reason: string, { idempotencyKey }) => voidInvoice(invoice.id, reason, idempotencyKey),
    invalidates: [['invoices'], ['catalogue'], ['contacts']],
    successMessage: t('invoices.void.done', { number: invoice.number }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, cancel, (field) => (field === 'reason' ? 'reason' : null));
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) cancel.mutate(values.reason.trim());
  };
  return (
    <Modal
      open
      title={t('invoices.void.title', { number: invoice.number })}
      okText={t('invoices.void.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('invoices.cancel')}
      confirmLoading={cancel.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name={`void-${invoice.id}`} initialValues={{ reason: '' }}>
        <p>{t('invoices.void.explain')}</p>
        <Form.Item name="reason" label={t('invoices.void.reason')} rules={[{ required: true, whitespace: true, message: t('invoices.void.reasonRequired') }]}>
          <Input.TextArea autoFocus rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <ErrorAlert text={failure && t('invoices.void.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
