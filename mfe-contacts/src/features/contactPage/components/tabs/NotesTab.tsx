import { useApiMutation, type Contact } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { updateContact } from '../../../../common/api/contacts';

type Values = { notes: string };

/** The contact's notes, edited in place: Save sends the notes alone. */
export function NotesTab({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const [form] = Form.useForm<Values>();
  const save = useApiMutation({
    mutationFn: ({ notes }: Values) => updateContact(contact.id, { notes }),
    invalidates: [['contacts']],
    successMessage: t('contact.notes.saved'),
    failureToast: false,
    onSuccess: (saved) => form.setFieldValue('notes', saved.notes),
  });
  const failure = useFieldRefusals(form, save, (field) => (field === 'notes' ? 'notes' : null));

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ notes: contact.notes }} onFinish={(values) => save.mutate(values)} disabled={save.busy}>
      <Form.Item label={t('contact.notes.label')} name="notes" extra={t('contact.notes.help')}>
        <Input.TextArea rows={8} maxLength={5000} showCount />
      </Form.Item>
      <ErrorAlert text={failure && t('contact.notes.failed', { reason: failure })} />
      <FormFooter submit={t('contact.notes.save')} busy={save.busy} />
    </Form>
  );
}
