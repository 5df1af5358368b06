import { statusOf, useApiMutation, useFormat } from '@frontdesk/shared';
import { Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Modal, Segmented } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ContactPicker, ErrorAlert, MoneyInput, type PickedContact } from '@frontdesk/shared/ui-pages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TenderFields } from '../../tenders/components/TenderFields';
import { useDeskRegister } from '../../tenders/hooks/useDeskRegister';
import { newTender, toTenderInput, type TenderDraft, type TenderKind } from '../../tenders/utils/tender';
import { takeDeposit } from '../api';

/** The API's limit on a deposit's note. */
const NOTE_MAX = 500;
const KINDS: TenderKind[] = ['cash', 'card', 'check'];

type Props = { contact: PickedContact | null; onClose: () => void };

/**
 * A deposit taken for a customer: the amount, a note, and one tender paying exactly that — cash on
 * the desk's open register (with the change due), a card, or a check. One Idempotency-Key per attempt.
 */
export function TakeDepositModal({ contact: initialContact, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const id = useId();
  const desk = useDeskRegister();
  const [contact, setContact] = useState(initialContact);
  const [amountMinor, setAmount] = useState<number | null>(null);
  const [note, setNote] = useState('');
  // until the cashier picks one: cash where the desk's register is open, else card
  const [picked, setTender] = useState<TenderDraft | null>(null);
  const tender = picked ?? newTender(desk.cashAllowed ? 'cash' : 'card', null);
  const [checked, setChecked] = useState(false);
  // cash handed over is the amount until the cashier types more
  const paying: TenderDraft = { ...tender, amountMinor, tenderedMinor: tender.kind === 'cash' ? (tender.tenderedMinor ?? amountMinor) : null };

  const take = useApiMutation({
    idempotent: true,
    mutationFn: (_: void, { idempotencyKey }) =>
      takeDeposit(
        {
          contactId: contact!.id,
          amountMinor: amountMinor!,
          note: note.trim(),
          registerId: desk.register?.id ?? null,
          tender: toTenderInput(paying),
        },
        idempotencyKey,
      ),
    invalidates: [['deposits'], ['registers'], ['transactions']],
    successMessage: ({ deposit }) => t('deposits.form.done', { amount: format.money(deposit.amountMinor, desk.currency), name: deposit.contactName }),
    failureToast: false,
    onSuccess: onClose,
  });
  // a declined card says why in the alert (its field refusal only repeats it)
  const declined = statusOf(take.error) === 402;
  const refused = declined ? {} : (take.fieldErrors ?? {});
  const tenderRefused = (...fields: string[]) => fields.some((field) => refused[`tender.${field}`]);
  const isTenderField = (field: string) => field === 'tender' || (field.startsWith('tender.') && field !== 'tender.amountMinor');
  const tenderTexts = [...new Set(Object.entries(refused).filter(([field]) => isTenderField(field)).map(([, text]) => text))];
  const placed = (field: string) => isTenderField(field) || ['contactId', 'amountMinor', 'tender.amountMinor', 'note'].includes(field);
  const unplaced = Object.entries(refused).filter(([field]) => !placed(field)).map(([, text]) => text);
  const failure = take.isError ? (take.fieldErrors && !declined ? unplaced.join(' ') || null : take.errorText) : null;

  const contactMissing = checked && !contact;
  const amountMissing = checked && !(amountMinor && amountMinor > 0);
  const submit = () => {
    setChecked(true);
    if (!contact || !amountMinor || amountMinor <= 0 || take.busy) return;
    take.mutate();
  };

  return (
    <Modal
      open
      title={t('deposits.form.title')}
      okText={t('deposits.form.submit', { amount: format.money(amountMinor ?? 0, desk.currency) })}
      cancelText={t('deposits.cancel')}
      confirmLoading={take.busy}
      onOk={submit}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('deposits.form.contact')}
          required
          validateStatus={contactMissing || refused.contactId ? 'error' : undefined}
          help={contactMissing ? t('deposits.form.contactRequired') : refused.contactId}
        >
          <ContactPicker contact={contact} placeholder={t('deposits.filters.contactPlaceholder')} removeLabel={(name) => t('deposits.form.removeContact', { name })} onChange={setContact} />
        </Form.Item>
        <Form.Item
          label={t('deposits.form.amount')}
          htmlFor={`${id}-amount`}
          required
          validateStatus={amountMissing || refused.amountMinor || refused['tender.amountMinor'] ? 'error' : undefined}
          help={amountMissing ? t('deposits.form.amountRequired') : (refused.amountMinor ?? refused['tender.amountMinor'])}
        >
          <MoneyInput id={`${id}-amount`} currency={desk.currency} value={amountMinor} onChange={(minor) => setAmount(minor)} onPressEnter={submit} />
        </Form.Item>
        <Form.Item label={t('deposits.form.note')} htmlFor={`${id}-note`} validateStatus={refused.note ? 'error' : undefined} help={refused.note}>
          <Input.TextArea id={`${id}-note`} rows={2} maxLength={NOTE_MAX} showCount placeholder={t('deposits.form.notePlaceholder')} value={note} onChange={(event) => setNote(event.target.value)} />
        </Form.Item>
        <Form.Item label={t('deposits.form.tender')} htmlFor={`${id}-tender`}>
          <Flex vertical gap="small">
            <Segmented<TenderKind>
              id={`${id}-tender`}
              value={tender.kind}
              onChange={(kind) => setTender(newTender(kind, null))}
              options={KINDS.map((kind) => ({ value: kind, label: t(`tenders.kinds.${kind}`), disabled: kind === 'cash' && !desk.cashAllowed }))}
            />
            {!desk.cashAllowed && <Typography.Text type="secondary">{t('deposits.form.cashNeedsRegister')}</Typography.Text>}
            <TenderFields
              tender={paying}
              currency={desk.currency}
              refused={tenderRefused}
              onChange={(change) => setTender({ ...tender, ...change })}
              onSubmit={submit}
            />
            {tenderTexts.map((text) => (
              <Typography.Text key={text} type="danger" role="alert">
                {text}
              </Typography.Text>
            ))}
          </Flex>
        </Form.Item>
        <ErrorAlert text={failure && t('deposits.form.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
