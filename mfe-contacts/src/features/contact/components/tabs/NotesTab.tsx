import { bus, type Contact } from '@frontdesk/shared';
import { Alert, Button, Flex, Form, Input } from '@frontdesk/shared/antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveNotes } from '../../api';
import { failureKey, fieldErrorsOf } from '../../utils/apiErrors';

type Values = { notes: string };

/** The contact's notes, edited in place: Save sends the notes alone. */
export function NotesTab({ contact, onSaved }: { contact: Contact; onSaved: (contact: Contact) => void }) {
  const { t } = useTranslation('contacts');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const onFinish = async ({ notes: text }: Values) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await saveNotes(contact.id, text);
      onSaved(saved);
      form.setFieldValue('notes', saved.notes);
      bus.emit({ type: 'notify', level: 'success', message: t('contact.notes.saved') });
    } catch (error) {
      const message = fieldErrorsOf(error)?.notes;
      if (message) form.setFields([{ name: 'notes', errors: [message] }]);
      else setFailure(t(failureKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ notes: contact.notes }} onFinish={onFinish} disabled={busy}>
      <Form.Item label={t('contact.notes.label')} name="notes" extra={t('contact.notes.help')}>
        <Input.TextArea rows={8} maxLength={5000} showCount />
      </Form.Item>
      {failure && <Alert type="error" showIcon title={t('contact.notes.failedTitle')} description={failure} style={{ marginBottom: 16 }} />}
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('contact.notes.save')}
        </Button>
      </Flex>
    </Form>
  );
}
