import { useApiMutation, type Register } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, MoneyInput, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { openRegister } from '../api';

type Values = { float: number | null };

/** Opens a closed register with the cash put in its drawer to start with. */
export function OpenRegisterModal({ register, currency, onClose }: { register: Register; currency: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<Values>();
  const open = useApiMutation({
    idempotent: true,
    mutationFn: (openingFloatMinor: number, { idempotencyKey }) => openRegister(register.id, { openingFloatMinor }, idempotencyKey),
    invalidates: [['registers']],
    successMessage: t('registers.open.opened', { name: register.name }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, open, (field) => (field === 'openingFloatMinor' ? 'float' : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values && values.float !== null) open.mutate(values.float);
  };

  return (
    <Modal
      open
      title={t('registers.open.title', { name: register.name })}
      okText={t('registers.open.submit')}
      cancelText={t('registers.cancel')}
      confirmLoading={open.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('registers.open.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" name={`open-${register.id}`} initialValues={{ float: null }} onFinish={() => void submit()}>
        <Form.Item name="float" label={t('registers.open.float')} rules={[{ required: true, message: t('registers.open.required') }]}>
          <MoneyInput currency={currency} autoFocus />
        </Form.Item>
        <ErrorAlert text={failure && t('registers.open.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
