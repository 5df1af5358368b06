import { useApiMutation, type Register } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { openRegister } from '../api';

type Values = { openingFloatMinor: number | null };

/** Opens a closed register with the cash put in its drawer to start with. */
export function OpenRegisterModal({ register, currency, onClose }: { register: Register; currency: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const open = useApiMutation({
    idempotent: true,
    mutationFn: (openingFloatMinor: number, { idempotencyKey }) => openRegister(register.id, { openingFloatMinor }, idempotencyKey),
    invalidates: [['registers']],
    successMessage: t('registers.open.opened', { name: register.name }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={t('registers.open.title', { name: register.name })}
      submitText={t('registers.open.submit')}
      cancelText={t('registers.cancel')}
      mutation={open}
      initialValues={{ openingFloatMinor: null }}
      transform={({ openingFloatMinor }: Values) => openingFloatMinor}
      fieldOf={(field) => (field === 'openingFloatMinor' ? field : null)}
      failure={(reason) => t('registers.open.failed', { reason })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('registers.open.intro')}</Typography.Paragraph>
      <Form.Item name="openingFloatMinor" label={t('registers.open.float')} rules={[{ required: true, message: t('registers.open.required') }]}>
        <MoneyInput currency={currency} />
      </Form.Item>
    </ModalForm>
  );
}
