import { useApiMutation } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { emailReceipt } from '../api';

type Values = { to: string };

/** The API's limit on an address. */
const ADDRESS_MAX = 254;

/** Emails the receipt (its PDF attached) to the address given, prefilled with the customer's. */
export function EmailReceiptModal({ transactionId, email, onClose }: { transactionId: string; email: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const send = useApiMutation({
    mutationFn: ({ to }: Values, { idempotencyKey }) => emailReceipt(transactionId, { to }, idempotencyKey),
    // a retry after a lost answer must not send the receipt twice
    idempotent: true,
    invalidates: [['mail']],
    successMessage: (_, { to }) => t('receipt.email.sent', { to }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={t('receipt.email.title')}
      submitText={t('receipt.email.send')}
      cancelText={t('receipt.email.cancel')}
      mutation={send}
      initialValues={{ to: email }}
      transform={({ to }) => ({ to: to.trim() })}
      fieldOf={(field) => (field === 'to' ? field : null)}
      failure={(reason) => t('receipt.email.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item
        name="to"
        label={t('receipt.email.to')}
        rules={[
          { required: true, whitespace: true, message: t('receipt.email.required') },
          { type: 'email', message: t('receipt.email.invalid') },
        ]}
      >
        <Input type="email" maxLength={ADDRESS_MAX} autoComplete="email" />
      </Form.Item>
    </ModalForm>
  );
}
