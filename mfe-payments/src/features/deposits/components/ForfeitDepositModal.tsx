import { useApiMutation, useFormat, type Deposit } from '@frontdesk/shared';
import { Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { forfeitDeposit } from '../api';

type Values = { reason: string };

/** The API's limit on a reason. */
const REASON_MAX = 200;

type Props = { deposit: Deposit; currency: string; onClose: () => void };

/** The business keeps what remains of a deposit (a no-show): a reason, and a confirmation that says it is final. */
export function ForfeitDepositModal({ deposit, currency, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const remaining = format.money(deposit.remainingMinor, currency);
  const forfeit = useApiMutation({
    idempotent: true,
    mutationFn: (input: Values, { idempotencyKey }) => forfeitDeposit(deposit.id, input, idempotencyKey),
    invalidates: [['deposits']],
    successMessage: t('deposits.forfeit.done', { name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={t('deposits.forfeit.title', { name: deposit.contactName })}
      submitText={t('deposits.forfeit.submit', { remaining })}
      danger
      cancelText={t('deposits.cancel')}
      mutation={forfeit}
      initialValues={{ reason: '' }}
      transform={({ reason }) => ({ reason: reason.trim() })}
      fieldOf={(field) => (field === 'reason' ? field : null)}
      failure={(reason) => t('deposits.forfeit.failed', { reason })}
      onClose={onClose}
    >
      <Typography.Paragraph>{t('deposits.forfeit.warning', { remaining })}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('deposits.forfeit.reason')}
        rules={[{ required: true, whitespace: true, message: t('deposits.forfeit.reasonRequired') }]}
      >
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount placeholder={t('deposits.forfeit.reasonPlaceholder')} />
      </Form.Item>
    </ModalForm>
  );
}
