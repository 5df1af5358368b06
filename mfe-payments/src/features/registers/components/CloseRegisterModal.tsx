import { useApiMutation, type Register } from '@frontdesk/shared';
import { Button, Input, Typography } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Collapse, Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { closeRegister } from '../api';
import { denominationsOf } from '../utils/denominations';
import { CloseResult } from './CloseResult';
import { CountHelper } from './CountHelper';

type Values = { countedCashMinor: number | null; note: string };

/** The API's limit on the closing note. */
const NOTE_MAX = 500;

/**
 * Closes an open register with a blind count: the counter enters what is in the drawer without
 * being shown what should be there; the expected figure and the over / short come with the answer.
 * An admin's card shows the figure (the API gives it to admins only), so their copy says so.
 */
export function CloseRegisterModal({ register, currency, onClose }: { register: Register; currency: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const figureShown = register.session !== null && register.session.expectedCashMinor !== null;
  const close = useApiMutation({
    idempotent: true,
    mutationFn: (input: { countedCashMinor: number; note: string }, { idempotencyKey }) => closeRegister(register.id, input, idempotencyKey),
    invalidates: [['registers']],
    successMessage: t('registers.close.closed', { name: register.name }),
    failureToast: false,
  });
  const denominations = denominationsOf(currency);

  if (close.data) {
    return (
      <Modal
        open
        title={t('registers.close.resultTitle', { name: register.name })}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('registers.close.done')}
          </Button>
        }
      >
        <CloseResult report={close.data} />
      </Modal>
    );
  }

  return (
    <ModalForm
      title={t('registers.close.title', { name: register.name })}
      submitText={t('registers.close.submit')}
      danger
      cancelText={t('registers.cancel')}
      mutation={close}
      initialValues={{ countedCashMinor: null, note: '' }}
      transform={({ countedCashMinor, note }: Values) => (countedCashMinor === null ? null : { countedCashMinor, note: note.trim() })}
      fieldOf={(field) => (field === 'countedCashMinor' || field === 'note' ? field : null)}
      failure={(reason) => t('registers.close.failed', { reason })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t(figureShown ? 'registers.close.introAdmin' : 'registers.close.intro')}</Typography.Paragraph>
      <Form.Item name="countedCashMinor" label={t('registers.close.counted')} rules={[{ required: true, message: t('registers.close.countedRequired') }]}>
        <MoneyInput currency={currency} />
      </Form.Item>
      {denominations.length ? (
        <Collapse
          size="small"
          style={{ marginBlockEnd: 16 }}
          items={[{ key: 'helper', label: t('registers.close.helper'), children: <CountHelper currency={currency} denominations={denominations} /> }]}
        />
      ) : null}
      <Form.Item name="note" label={t('registers.close.note')}>
        <Input.TextArea rows={2} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}
