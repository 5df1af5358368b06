import { useApiMutation, useUnsavedDraft, type Contact } from '@frontdesk/shared';
import { Alert, Button, Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { updateContact } from '../../../../common/api/contacts';

type Values = { notes: string };

/**
 * The contact's notes, edited in place: Save sends the notes alone. What is typed and not saved is
 * kept (the kit's unsaved draft): leaving the tab or the page and coming back finds it, said so,
 * with Discard; closing the browser tab asks first.
 */
export function NotesTab({ contact }: { contact: Contact }) {
  const { t } = useTranslation('contacts');
  const [form] = Form.useForm<Values>();
  const notes = useUnsavedDraft(`contact-notes.${contact.id}`, contact.notes);
  const save = useApiMutation({
    mutationFn: ({ notes }: Values) => updateContact(contact.id, { notes }),
    invalidates: [['contacts']],
    successMessage: t('contact.notes.saved'),
    failureToast: false,
    onSuccess: (saved) => form.setFieldValue('notes', saved.notes),
  });
  const failure = useFieldRefusals(form, save, (field) => (field === 'notes' ? 'notes' : null));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ notes: notes.draft }}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.notes !== undefined) notes.setDraft(changed.notes);
      }}
      onFinish={(values) => save.mutate(values)}
      disabled={save.busy}
    >
      {notes.restored ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBlockEnd: 16 }}
          title={t('contact.notes.restored')}
          action={
            <Button
              size="small"
              onClick={() => {
                notes.discard();
                form.setFieldValue('notes', contact.notes);
              }}
            >
              {t('contact.notes.discard')}
            </Button>
          }
        />
      ) : null}
      <Form.Item label={t('contact.notes.label')} name="notes" extra={t('contact.notes.help')}>
        <Input.TextArea rows={8} maxLength={5000} showCount />
      </Form.Item>
      <ErrorAlert text={failure && t('contact.notes.failed', { reason: failure })} />
      <FormFooter submit={t('contact.notes.save')} busy={save.busy} />
    </Form>
  );
}
