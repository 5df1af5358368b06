import { useApiMutation, type Invoice, type InvoiceSendInput } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { sendInvoice } from '../api';

const MESSAGE_MAX = 2000;

type Values = { to: string; message: string };

/** Emails an open invoice with its PDF and a link to pay it online. */
export function SendInvoiceModal({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const send = useApiMutation({
    idempotent: true,
    mutationFn: (input: InvoiceSendInput, { idempotencyKey }) => sendInvoice(invoice.id, input, idempotencyKey),
    invalidates: [['invoices'], ['mail']],
    successMessage: (_, { to }) => t('invoices.send.done', { to }),
    failureToast: false,
    onSuccess: onClose,
  });
  return (
    <ModalForm
      title={t('invoices.send.title', { number: invoice.number })}
      submitText={t('invoices.send.submit')}
      cancelText={t('invoices.cancel')}
      mutation={send}
      initialValues={{ to: invoice.contactEmail, message: '' }}
      transform={({ to, message }: Values) => ({ to: to.trim(), ...(message.trim() ? { message: message.trim() } : {}) })}
      fieldOf={(field) => (field === 'to' || field === 'message' ? field : null)}
      failure={(reason) => t('invoices.send.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item name="to" label={t('invoices.send.to')} rules={[{ required: true, type: 'email', message: t('invoices.send.toInvalid') }]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="message" label={t('invoices.send.message')}>
        <Input.TextArea rows={3} maxLength={MESSAGE_MAX} showCount placeholder={t('invoices.send.messageHint')} />
      </Form.Item>
    </ModalForm>
  );
}
