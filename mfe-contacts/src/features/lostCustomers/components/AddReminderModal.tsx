import { addDays, localDay, useApiMutation, useFormat, type Contact, type ReminderInput } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Modal } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createReminder } from '../../../common/api/reminders';
import { ReminderBookingSelect } from '../../../common/components/ReminderBookingSelect';
import { reminderInput, type ReminderValues } from '../../../common/reminderInput';

/** A small dialog to add a reminder to a contact: due date, note and the booking it is about, posted to the contact. */
export function AddReminderModal({ contact, name, onClose }: { contact: Contact; name: string; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const [form] = Form.useForm<ReminderValues>();
  const today = localDay();
  const add = useApiMutation({
    mutationFn: (input: ReminderInput) => createReminder(contact.id, input),
    invalidates: [['reminders']],
    successMessage: (_, input) => t('lostCustomers.reminder.added', { name, day: format.day(input.dueOn) }),
    failureToast: false,
    onSuccess: onClose,
  });
  const failure = useFieldRefusals(form, add, (field) => (field === 'dueOn' || field === 'note' || field === 'bookingId' ? field : null));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null); // the fields show what is missing
    if (values) add.mutate(reminderInput(values));
  };

  return (
    <Modal
      open
      title={t('lostCustomers.reminder.title', { name })}
      okText={t('lostCustomers.reminder.submit')}
      cancelText={t('lostCustomers.reminder.cancel')}
      confirmLoading={add.busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form<ReminderValues>
        form={form}
        layout="vertical"
        name={`reminder-${contact.id}`}
        initialValues={{ dueOn: addDays(today, 7), note: '', bookingId: '' }}
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
        <Form.Item name="bookingId" label={t('reminderBooking.label')}>
          <ReminderBookingSelect contactId={contact.id} />
        </Form.Item>
        <ErrorAlert text={failure && t('lostCustomers.reminder.failed', { reason: failure })} />
      </Form>
    </Modal>
  );
}
