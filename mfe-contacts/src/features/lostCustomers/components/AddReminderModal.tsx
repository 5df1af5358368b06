import { bus, errorMessages, type Contact } from '@frontdesk/shared';
import { Alert, Form, Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createReminder } from '../../reminders/api';
import { addDays, formatDay, localDay } from '../../reminders/utils/days';

type Values = { dueOn: string; note: string };

/** A small dialog to add a reminder to a contact: due date and note, posted to the contact. */
export function AddReminderModal({ contact, name, onClose }: { contact: Contact; name: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('contacts');
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const today = localDay();

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is missing
    }
    setSending(true);
    setFailure(undefined);
    try {
      await createReminder(contact.id, { dueOn: values.dueOn, note: values.note.trim() }, today);
      bus.emit({
        type: 'notify',
        level: 'success',
        message: t('lostCustomers.reminder.added', { name, day: formatDay(values.dueOn, i18n.language) }),
      });
      onClose();
    } catch (error) {
      const messages = await errorMessages(error);
      setFailure(messages.length ? messages.join(' ') : t('lostCustomers.reminder.failed'));
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={t('lostCustomers.reminder.title', { name })}
      okText={t('lostCustomers.reminder.submit')}
      cancelText={t('lostCustomers.reminder.cancel')}
      confirmLoading={sending}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name={`reminder-${contact.id}`}
        initialValues={{ dueOn: addDays(today, 7), note: '' }}
        onFinish={() => void submit()}
      >
        <Form.Item
          name="dueOn"
          label={t('lostCustomers.reminder.dueOn')}
          rules={[{ required: true, message: t('lostCustomers.reminder.dueOnRequired') }]}
        >
          <Input type="date" min={today} />
        </Form.Item>
        <Form.Item
          name="note"
          label={t('lostCustomers.reminder.note')}
          rules={[{ required: true, whitespace: true, message: t('lostCustomers.reminder.noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('lostCustomers.reminder.notePlaceholder')} />
        </Form.Item>
        {failure ? <Alert type="error" showIcon title={failure} /> : null}
      </Form>
    </Modal>
  );
}
