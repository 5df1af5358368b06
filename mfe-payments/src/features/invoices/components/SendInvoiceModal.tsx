import { useApiMutation, type Invoice } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { sendInvoice } from '../api';

const MESSAGE_MAX = 2000;

type Values = { to: string; message: string };

/** Emails an open invoice with its PDF and a link to pay it online. */
export function SendInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<Values>();
  const send = useApiMutation({
    idempotent: true,
    mutationFn: (values: Values, { idempotencyKey }) =>
      sendInvoice(invoice.id, { to: values.to.trim(), ...(values.message.trim() ? { message: values.message.trim() } : {}) }, idempotencyKey),
    invalidates: [['invoices'], ['outbox']],
    successMessage: (_, values) => t('invoices.send.done', { to: values.to.trim() }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, send, (field) => (field === 'to' || field === 'message' ? field : null));
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) send.mutate(values);
  };
  return (
    <Modal
      open
      title={t('invoices.send.title', { number: invoice.number })}
      okText={t('invoices.send.submit')}
      cancelText={t('invoices.cancel')}
      confirmLoading={send.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical" name={`send-${invoice.id}`} initialValues={{ to: invoice.contactEmail, message: '' }}>
        <Form.Item name="to" label={t('invoices.send.to')} rules={[{ required: true, type: 'email', message: t('invoices.send.toInvalid') }]}>
          <Input type="email" autoFocus autoComplete="email" />
        </Form.Item>
        <Form.Item name="message" label={t('invoices.send.message')}>
          <Input.TextArea rows={3} maxLength={MESSAGE_MAX} showCount placeholder={t('invoices.send.messageHint')} />
        </Form.Item>
        <ErrorAlert text={failure && t('invoices.send.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
