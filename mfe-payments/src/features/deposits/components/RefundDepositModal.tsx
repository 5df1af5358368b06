import { useApiMutation, useFormat, type Deposit } from '@frontdesk/shared';
import { Input, Typography } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, MoneyInput, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDeskRegister } from '../../tenders/hooks/useDeskRegister';
import { refundDeposit } from '../api';

type Values = { amount: number | null; reason: string };

/** The API's limit on a reason. */
const REASON_MAX = 200;

type Props = { deposit: Deposit; currency: string; onClose: () => void };

/** All that remains of a deposit, or part of it, given back the way it was paid (cash from the desk's open drawer). */
export function RefundDepositModal({ deposit, currency, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const desk = useDeskRegister();
  const [form] = Form.useForm<Values>();
  const remaining = format.money(deposit.remainingMinor, currency);
  const needsDrawer = deposit.tender === 'cash' && !desk.cashAllowed;
  const tenderName = deposit.tender && deposit.tender !== 'deposit' ? t(`tenders.kinds.${deposit.tender}`) : '';
  const refund = useApiMutation({
    idempotent: true,
    mutationFn: (input: { amountMinor: number; reason: string }, { idempotencyKey }) =>
      refundDeposit(deposit.id, { ...input, registerId: desk.register?.id ?? null }, idempotencyKey),
    invalidates: [['deposits'], ['registers'], ['transactions']],
    successMessage: (_, { amountMinor }) => t('deposits.refund.done', { amount: format.money(amountMinor, currency), name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, refund, (field) => (field === 'amountMinor' ? 'amount' : field === 'reason' ? 'reason' : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && values.amount !== null) refund.mutate({ amountMinor: values.amount, reason: values.reason.trim() });
  };

  return (
    <Modal
      open
      title={t('deposits.refund.title', { name: deposit.contactName })}
      okText={t('deposits.refund.submit')}
      okButtonProps={{ disabled: needsDrawer }}
      cancelText={t('deposits.cancel')}
      confirmLoading={refund.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('deposits.refund.intro', { remaining, tender: tenderName })}</Typography.Paragraph>
      {needsDrawer && (
        <Typography.Paragraph type="danger" role="alert">
          {t('deposits.refund.cashNeedsRegister')}
        </Typography.Paragraph>
      )}
      <Form<Values> form={form} layout="vertical" name={`refund-${deposit.id}`} initialValues={{ amount: deposit.remainingMinor, reason: '' }}>
        <Form.Item
          name="amount"
          label={t('deposits.refund.amount')}
          rules={[
            {
              validator: async (_, value: number | null) => {
                if (value === null || value <= 0) throw new Error(t('deposits.refund.amountRequired'));
                if (value > deposit.remainingMinor) throw new Error(t('deposits.refund.amountTooLarge', { remaining }));
              },
            },
          ]}
        >
          <MoneyInput currency={currency} autoFocus onPressEnter={() => void submit()} />
        </Form.Item>
        <Form.Item name="reason" label={t('deposits.refund.reason')}>
          <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <ErrorAlert text={failure && t('deposits.refund.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
