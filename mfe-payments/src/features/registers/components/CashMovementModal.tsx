import { problemOf, useApiMutation, useFormat, type CashDirection, type Register } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { moveCash } from '../api';

type Values = { amountMinor: number | null; reason: string };

/** The API's limit on a reason. */
const REASON_MAX = 200;

type Props = { register: Register; currency: string; direction: CashDirection; onClose: () => void };

/** Cash put in or taken out of an open register's drawer, with why. */
export function CashMovementModal({ register, currency, direction, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const incoming = direction === 'cash_in';
  const move = useApiMutation({
    idempotent: true,
    mutationFn: (input: { amountMinor: number; reason: string }, { idempotencyKey }) => moveCash(register.id, { kind: direction, ...input }, idempotencyKey),
    invalidates: [['registers']],
    successMessage: (_, { amountMinor }) =>
      t(incoming ? 'registers.cash.doneIn' : 'registers.cash.doneOut', { amount: format.money(amountMinor, currency), name: register.name }),
    failureToast: false,
    onSuccess: onClose,
  });
  // more out than allowed: an admin's refusal names what the drawer holds (its `limit`); a staff
  // member's never does (the count stays blind), and is the session's limit, said in words
  const refusal = problemOf(move.error)?.errors?.amountMinor;
  const tooLarge = refusal?.code === 'too_large';
  const drawerHolds = tooLarge ? refusal.params?.limit : undefined;
  const tooLargeText =
    typeof drawerHolds === 'number' ? t('registers.cash.drawerHolds', { amount: format.money(drawerHolds, currency) }) : t('registers.cash.tooLarge');

  return (
    <ModalForm
      title={t(incoming ? 'registers.cash.inTitle' : 'registers.cash.outTitle', { name: register.name })}
      submitText={t(incoming ? 'registers.cash.submitIn' : 'registers.cash.submitOut')}
      cancelText={t('registers.cancel')}
      mutation={move}
      initialValues={{ amountMinor: null, reason: '' }}
      transform={({ amountMinor, reason }: Values) => (amountMinor === null ? null : { amountMinor, reason: reason.trim() })}
      fieldOf={(field) => (field === 'reason' || (field === 'amountMinor' && !tooLarge) ? field : null)}
      failure={(reason) => (tooLarge ? tooLargeText : t('registers.cash.failed', { reason }))}
      onClose={onClose}
    >
      <Form.Item
        name="amountMinor"
        label={t('registers.cash.amount')}
        rules={[
          { required: true, message: t('registers.cash.amountRequired') },
          {
            validator: async (_, value: number | null) =>
              value === null || value > 0 ? undefined : Promise.reject(new Error(t('registers.cash.amountRequired'))),
          },
        ]}
      >
        <MoneyInput currency={currency} />
      </Form.Item>
      <Form.Item name="reason" label={t('registers.cash.reason')} rules={[{ required: true, whitespace: true, message: t('registers.cash.reasonRequired') }]}>
        <Input.TextArea
          rows={2}
          maxLength={REASON_MAX}
          showCount
          placeholder={t(incoming ? 'registers.cash.reasonPlaceholderIn' : 'registers.cash.reasonPlaceholderOut')}
        />
      </Form.Item>
    </ModalForm>
  );
}
