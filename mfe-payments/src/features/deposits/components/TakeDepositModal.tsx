import { statusOf, useApiMutation, useFormat, type TakeDepositInput } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm, type FieldNameOf } from '@frontdesk/shared/ui-forms';
import { ContactPicker, MoneyInput, type PickedContact } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { toTenderInput, type TenderDraft } from '../../../common/utils/tender';
import { takeDeposit } from '../api';
import { firstTender, payingTender } from '../utils/depositTender';
import { DepositTenderField } from './DepositTenderField';

/** The API's limit on a deposit's note. */
const NOTE_MAX = 500;

type Values = { contact: PickedContact | null; amountMinor: number | null; note: string; tender: TenderDraft | null };

/** The form's field that shows the API's refusal of `field`: the tender's own fields under the tender. */
function fieldOf(field: string): FieldNameOf<Values> | null {
  if (field === 'contactId') return 'contact';
  if (field === 'amountMinor' || field === 'tender.amountMinor') return 'amountMinor';
  if (field === 'note') return 'note';
  return field === 'tender' || field.startsWith('tender.') ? 'tender' : null;
}

type Props = { contact: PickedContact | null; onClose: () => void };

/**
 * A deposit taken for a customer: the amount, a note, and one tender paying exactly that — cash on
 * the desk's open register (with the change due), a card, or a check. One Idempotency-Key per attempt.
 */
export function TakeDepositModal({ contact, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const desk = useDeskRegister();
  const take = useApiMutation({
    idempotent: true,
    mutationFn: (input: TakeDepositInput, { idempotencyKey }) => takeDeposit(input, idempotencyKey),
    invalidates: [['deposits'], ['registers'], ['transactions']],
    successMessage: ({ deposit }) => t('deposits.form.done', { amount: format.money(deposit.amountMinor, desk.currency), name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });
  // a declined card says why in the alert: its refusal of the tender only repeats it
  const declined = statusOf(take.error) === 402;

  return (
    <ModalForm
      title={t('deposits.form.title')}
      submitText={({ amountMinor }) => t('deposits.form.submit', { amount: format.money(amountMinor ?? 0, desk.currency) })}
      cancelText={t('deposits.cancel')}
      mutation={declined ? { ...take, fieldErrors: null } : take}
      initialValues={{ contact, amountMinor: null, note: '', tender: null }}
      transform={({ contact: picked, amountMinor, note, tender }: Values) =>
        picked && amountMinor !== null
          ? {
              contactId: picked.id,
              amountMinor,
              note: note.trim(),
              registerId: desk.register?.id ?? null,
              tender: toTenderInput(payingTender(tender ?? firstTender(desk.cashAllowed), amountMinor)),
            }
          : null
      }
      fieldOf={fieldOf}
      failure={(reason) => t('deposits.form.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item
        name="contact"
        label={t('deposits.form.contact')}
        required
        valuePropName="contact"
        rules={[{ validator: async (_, value: PickedContact | null) => (value ? undefined : Promise.reject(new Error(t('deposits.form.contactRequired')))) }]}
      >
        <ContactPicker placeholder={t('deposits.filters.contactPlaceholder')} removeLabel={(name) => t('deposits.form.removeContact', { name })} />
      </Form.Item>
      <Form.Item
        name="amountMinor"
        label={t('deposits.form.amount')}
        required
        rules={[
          {
            validator: async (_, value: number | null) =>
              value !== null && value > 0 ? undefined : Promise.reject(new Error(t('deposits.form.amountRequired'))),
          },
        ]}
      >
        <MoneyInput currency={desk.currency} />
      </Form.Item>
      <Form.Item name="note" label={t('deposits.form.note')}>
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount placeholder={t('deposits.form.notePlaceholder')} />
      </Form.Item>
      <Form.Item name="tender" label={t('deposits.form.tender')}>
        <DepositTenderField />
      </Form.Item>
    </ModalForm>
  );
}
