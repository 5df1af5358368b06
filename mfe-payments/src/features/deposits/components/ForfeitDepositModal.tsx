import { useApiMutation, useFormat, type Deposit } from '@frontdesk/shared';
import { Input, Typography } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
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
  const [form] = Form.useForm<Values>();
  const remaining = format.money(deposit.remainingMinor, currency);
  const forfeit = useApiMutation({
    idempotent: true,
    mutationFn: (input: Values, { idempotencyKey }) => forfeitDeposit(deposit.id, input, idempotencyKey),
    invalidates: [['deposits']],
    successMessage: t('deposits.forfeit.done', { name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, forfeit, (field) => (field === 'reason' ? 'reason' : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) forfeit.mutate({ reason: values.reason.trim() });
  };

  return (
    <Modal
      open
      title={t('deposits.forfeit.title', { name: deposit.contactName })}
      okText={t('deposits.forfeit.submit', { remaining })}
      okButtonProps={{ danger: true }}
      cancelText={t('deposits.cancel')}
      confirmLoading={forfeit.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('deposits.forfeit.warning', { remaining })}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name={`forfeit-${deposit.id}`} initialValues={{ reason: '' }}>
        <Form.Item name="reason" label={t('deposits.forfeit.reason')} rules={[{ required: true, whitespace: true, message: t('deposits.forfeit.reasonRequired') }]}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount autoFocus placeholder={t('deposits.forfeit.reasonPlaceholder')} />
        </Form.Item>
        <ErrorAlert text={failure && t('deposits.forfeit.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
