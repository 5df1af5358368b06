import type { ApiMutation, FormTemplate, FormTemplateInput } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { toKeyedFields } from '../../../common/fieldKey';
import { FormQuestions, type QuestionRow } from './FormQuestions';

type Values = { name: string; intro: string; fields: QuestionRow[] };

type Props = {
  /** the form being changed; none for a new one */
  template?: FormTemplate;
  /** sends the form (what follows a save, closing this dialog too, is the mutation's) */
  save: ApiMutation<FormTemplate, FormTemplateInput>;
  onClose: () => void;
};

/** The dialog that writes a form or changes one: its name, its text and its questions. */
export function FormTemplateModal({ template, save, onClose }: Props) {
  const { t } = useTranslation('contacts');
  const initialValues: Values = template
    ? { name: template.name, intro: template.intro, fields: template.fields.map((field) => ({ ...field })) }
    : { name: '', intro: '', fields: [{ label: '', kind: 'checkbox', required: true }] };

  return (
    <ModalForm
      title={t(template ? 'forms.form.editTitle' : 'forms.form.newTitle')}
      submitText={t(template ? 'forms.form.save' : 'forms.form.create')}
      cancelText={t('ui.cancel')}
      width={720}
      mutation={save}
      initialValues={initialValues}
      transform={(values) => ({ name: values.name.trim(), intro: (values.intro ?? '').trim(), fields: toKeyedFields(values.fields ?? []) })}
      fieldOf={(field) => (field === 'name' || field === 'intro' ? field : null)}
      failure={(reason) => t('forms.form.failed', { reason })}
      onClose={onClose}
    >
      <FormQuestions />
      {template && <Typography.Paragraph type="secondary">{t('forms.form.versionNote', { version: template.version + 1 })}</Typography.Paragraph>}
    </ModalForm>
  );
}
