import { useApiMutation, type Register } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { createRegister, renameRegister } from '../api';

type Values = { name: string };

/** The API's limit on a register's name. */
const NAME_MAX = 60;

/** An admin adds a register, or renames one (`register` given). */
export function RegisterNameModal({ register, onClose }: { register?: Register; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const save = useApiMutation({
    mutationFn: ({ name }: Values) => (register ? renameRegister(register.id, { name }) : createRegister({ name })),
    invalidates: [['registers']],
    successMessage: (saved) => t(register ? 'registers.name.renamed' : 'registers.name.added', { name: saved.name }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={register ? t('registers.name.renameTitle', { name: register.name }) : t('registers.name.addTitle')}
      submitText={register ? t('registers.name.save') : t('registers.name.add')}
      cancelText={t('registers.cancel')}
      mutation={save}
      initialValues={{ name: register?.name ?? '' }}
      transform={({ name }) => ({ name: name.trim() })}
      fieldOf={(field) => (field === 'name' ? field : null)}
      failure={(reason) => t('registers.name.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('registers.name.label')} rules={[{ required: true, whitespace: true, message: t('registers.name.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
    </ModalForm>
  );
}
