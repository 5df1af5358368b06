import { useApiMutation } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { emailReceipt } from '../api';

type Values = { to: string };

/** The API's limit on an address. */
const ADDRESS_MAX = 254;

/** Emails the receipt (its PDF attached) to the address given, prefilled with the customer's. */
export function EmailReceiptModal({ transactionId, email, onClose }: { transactionId: string; email: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<Values>();
  const send = useApiMutation({
    mutationFn: ({ to }: Values, { idempotencyKey }) => emailReceipt(transactionId, { to }, idempotencyKey),
    // a retry after a lost answer must not send the receipt twice
    idempotent: true,
    invalidates: [['outbox']],
    successMessage: (_, { to }) => t('receipt.email.sent', { to }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, send, (field) => (field === 'to' ? 'to' : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null); // the field shows what is wrong
    if (values) send.mutate({ to: values.to.trim() });
  };

  return (
    <Modal
      open
      title={t('receipt.email.title')}
      okText={t('receipt.email.send')}
      cancelText={t('receipt.email.cancel')}
      confirmLoading={send.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical" name="email-receipt" initialValues={{ to: email }} onFinish={() => void submit()}>
        <Form.Item
          name="to"
          label={t('receipt.email.to')}
          rules={[
            { required: true, whitespace: true, message: t('receipt.email.required') },
            { type: 'email', message: t('receipt.email.invalid') },
          ]}
        >
          <Input type="email" autoFocus maxLength={ADDRESS_MAX} autoComplete="email" />
        </Form.Item>
        <ErrorAlert text={failure && t('receipt.email.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
