import { useApiMutation, useFormat, type Deposit } from '@frontdesk/shared';
import { Input, Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { refundDeposit } from '../api';

type Values = { amountMinor: number | null; reason: string };

/** The API's limit on a reason. */
const REASON_MAX = 200;

type Props = { deposit: Deposit; currency: string; onClose: () => void };

/** All that remains of a deposit, or part of it, given back the way it was paid (cash from the desk's open drawer). */
export function RefundDepositModal({ deposit, currency, onClose }: Props) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const desk = useDeskRegister();
  const remaining = format.money(deposit.remainingMinor, currency);
  const needsDrawer = deposit.tender === 'cash' && !desk.cashAllowed;
  const tenderName = deposit.tender && deposit.tender !== 'deposit' ? t(`common:tender.${deposit.tender}`) : '';
  const refund = useApiMutation({
    idempotent: true,
    mutationFn: (input: { amountMinor: number; reason: string }, { idempotencyKey }) =>
      refundDeposit(deposit.id, { ...input, registerId: desk.register?.id ?? null }, idempotencyKey),
    invalidates: [['deposits'], ['registers'], ['transactions']],
    successMessage: (_, { amountMinor }) => t('deposits.refund.done', { amount: format.money(amountMinor, currency), name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={t('deposits.refund.title', { name: deposit.contactName })}
      submitText={t('deposits.refund.submit')}
      submitDisabled={needsDrawer}
      cancelText={t('deposits.cancel')}
      mutation={refund}
      initialValues={{ amountMinor: deposit.remainingMinor, reason: '' }}
      transform={({ amountMinor, reason }: Values) => (amountMinor === null ? null : { amountMinor, reason: reason.trim() })}
      fieldOf={(field) => (field === 'amountMinor' || field === 'reason' ? field : null)}
      failure={(reason) => t('deposits.refund.failed', { reason })}
      onClose={onClose}
    >
      <Typography.Paragraph>{t('deposits.refund.intro', { remaining, tender: tenderName })}</Typography.Paragraph>
      {needsDrawer && (
        <Typography.Paragraph type="danger" role="alert">
          {t('deposits.refund.cashNeedsRegister')}
        </Typography.Paragraph>
      )}
      <Form.Item
        name="amountMinor"
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
        <MoneyInput currency={currency} />
      </Form.Item>
      <Form.Item name="reason" label={t('deposits.refund.reason')}>
        <Input.TextArea rows={2} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}
