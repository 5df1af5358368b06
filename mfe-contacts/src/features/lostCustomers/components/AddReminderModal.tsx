import { addDays, useApiMutation, useBusinessDay, useFormat, type Contact, type ReminderInput } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { createReminder } from '../../../common/api/reminders';
import { ReminderBookingSelect } from '../../../common/components/ReminderBookingSelect';
import { reminderInput } from '../../../common/reminderInput';

/** A small dialog to add a reminder to a contact: due date, note and the booking it is about, posted to the contact. */
export function AddReminderModal({ contact, name, onClose }: { contact: Contact; name: string; onClose: () => void }) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const { today } = useBusinessDay();
  const add = useApiMutation({
    mutationFn: (input: ReminderInput) => createReminder(contact.id, input, today),
    invalidates: [['reminders']],
    successMessage: (_, input) => t('lostCustomers.reminder.added', { name, day: format.day(input.dueOn) }),
    failureToast: false,
    onSuccess: onClose,
  });

  return (
    <ModalForm
      title={t('lostCustomers.reminder.title', { name })}
      submitText={t('lostCustomers.reminder.submit')}
      cancelText={t('lostCustomers.reminder.cancel')}
      mutation={add}
      initialValues={{ dueOn: addDays(today, 7), note: '', bookingId: '' }}
      transform={reminderInput}
      fieldOf={(field) => (field === 'dueOn' || field === 'note' || field === 'bookingId' ? field : null)}
      failure={(reason) => t('lostCustomers.reminder.failed', { reason })}
      onClose={onClose}
    >
      <Form.Item name="dueOn" label={t('lostCustomers.reminder.dueOn')} rules={[{ required: true, message: t('lostCustomers.reminder.dueOnRequired') }]}>
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
    </ModalForm>
  );
}
