import { useApiMutation, type MailLabel } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createLabel, renameLabel } from '../api';
import { mailPath } from '../utils/labels';

type Values = { name: string };

/** The API's limit on a label's name. */
const NAME_MAX = 40;

/** Makes one of the person's own labels (and shows it), or renames `label`. */
export function LabelFormModal({ label, onClose }: { label?: MailLabel; onClose: () => void }) {
  const { t } = useTranslation('collab');
  const navigate = useNavigate();
  const save = useApiMutation({
    mutationFn: ({ name }: Values) => (label ? renameLabel(label.id, { name }) : createLabel({ name })),
    invalidates: [['mail', 'labels']],
    successMessage: (saved) => (label ? t('mail.label.renamed', { name: saved.name }) : t('mail.label.created', { name: saved.name })),
    failureToast: false,
    onSuccess: (saved) => {
      onClose();
      if (!label) navigate(mailPath({ customLabel: saved.id }));
    },
  });
  return (
    <ModalForm
      title={label ? t('mail.label.renameTitle', { name: label.name }) : t('mail.label.createTitle')}
      submitText={label ? t('mail.label.save') : t('mail.label.create')}
      cancelText={t('mail.label.cancel')}
      mutation={save}
      initialValues={{ name: label?.name ?? '' }}
      transform={({ name }) => ({ name: name.trim() })}
      fieldOf={(field) => (field === 'name' ? field : null)}
      failure={(reason) => (label ? t('mail.label.renameFailed', { reason }) : t('mail.label.createFailed', { reason }))}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('mail.label.name')} rules={[{ required: true, whitespace: true, message: t('mail.label.required') }]}>
        <Input maxLength={NAME_MAX} autoComplete="off" />
      </Form.Item>
    </ModalForm>
  );
}
