import { useApiMutation, type Register } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createRegister, renameRegister } from '../api';

type Values = { name: string };

/** The API's limit on a register's name. */
const NAME_MAX = 60;

/** An admin adds a register, or renames one (`register` given). */
export function RegisterNameModal({ register, onClose }: { register?: Register; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<Values>();
  const save = useApiMutation({
    mutationFn: ({ name }: Values) => (register ? renameRegister(register.id, { name }) : createRegister({ name })),
    invalidates: [['registers']],
    successMessage: (saved) => t(register ? 'registers.name.renamed' : 'registers.name.added', { name: saved.name }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, save, (field) => (field === 'name' ? 'name' : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null); // the field shows what is missing
    if (values) save.mutate({ name: values.name.trim() });
  };

  return (
    <Modal
      open
      title={register ? t('registers.name.renameTitle', { name: register.name }) : t('registers.name.addTitle')}
      okText={register ? t('registers.name.save') : t('registers.name.add')}
      cancelText={t('registers.cancel')}
      confirmLoading={save.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<Values> form={form} layout="vertical" name="register-name" initialValues={{ name: register?.name ?? '' }} onFinish={() => void submit()}>
        <Form.Item name="name" label={t('registers.name.label')} rules={[{ required: true, whitespace: true, message: t('registers.name.required') }]}>
          <Input autoFocus maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
        <ErrorAlert text={failure && t('registers.name.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
