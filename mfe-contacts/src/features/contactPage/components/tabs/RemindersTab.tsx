import { useApiMutation, useBusinessDay, useFormat, useQuery, type Reminder, type ReminderInput } from '@frontdesk/shared';
import { Flex, Input } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, FormFooter, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contactRemindersQuery, createReminder, setReminderDone } from '../../../../common/api/reminders';
import { ReminderBookingSelect } from '../../../../common/components/ReminderBookingSelect';
import { reminderInput, type ReminderValues } from '../../../../common/reminderInput';
import { ContactReminderLists } from '../ContactReminderLists';

/** The contact's reminders: add one (a day, a note, the booking it is about), mark open ones done, see the done ones. */
export function RemindersTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const [form] = Form.useForm<ReminderValues>();
  const addId = useId();
  const { today } = useBusinessDay();
  const open = useQuery(contactRemindersQuery({ contactId, status: 'open', today }));
  const done = useQuery(contactRemindersQuery({ contactId, status: 'done', today }));
  const add = useApiMutation({
    mutationFn: (input: ReminderInput) => createReminder(contactId, input, today),
    invalidates: [['reminders']],
    successMessage: t('contact.reminders.added'),
    failureToast: false,
    onSuccess: () => form.resetFields(),
  });
  const markDone = useApiMutation({
    mutationFn: (reminder: Reminder) => setReminderDone(reminder.id, true, today),
    invalidates: [['reminders']],
    successMessage: t('contact.reminders.markedDone'),
  });
  const failure = useFieldRefusals(form, add, (field) => (field === 'dueOn' || field === 'note' || field === 'bookingId' ? field : null));

  return (
    <Flex vertical gap="large">
      <Card size="small" title={<span id={addId}>{t('contact.reminders.addTitle')}</span>}>
        <Form<ReminderValues>
          form={form}
          layout="vertical"
          onFinish={(values) => add.mutate(reminderInput(values))}
          disabled={add.busy}
          aria-labelledby={addId}
        >
          <Flex gap="middle" wrap align="flex-start">
            <Form.Item
              label={t('contact.reminders.dueOn')}
              name="dueOn"
              style={{ flex: '0 1 200px' }}
              rules={[{ required: true, message: t('contact.reminders.dueOnRequired') }]}
            >
              <Input type="date" />
            </Form.Item>
            <Form.Item
              label={t('contact.reminders.note')}
              name="note"
              style={{ flex: '1 1 280px' }}
              rules={[{ required: true, whitespace: true, message: t('contact.reminders.noteRequired') }]}
            >
              <Input maxLength={1000} />
            </Form.Item>
            <Form.Item label={t('reminderBooking.label')} name="bookingId" style={{ flex: '1 1 240px' }}>
              <ReminderBookingSelect contactId={contactId} />
            </Form.Item>
          </Flex>
          <ErrorAlert text={failure && t('contact.reminders.addFailed', { reason: failure })} />
          <FormFooter submit={t('contact.reminders.add')} busy={add.busy} icon={<PlusOutlined aria-hidden />} />
        </Form>
      </Card>
      <QueryState query={open} size="section" loading={t('contact.reminders.loading')} failed={t('contact.reminders.failed')}>
        {(openPage) => (
          <QueryState query={done} size="section" loading={t('contact.reminders.loading')} failed={t('contact.reminders.failed')}>
            {(donePage) => (
              <ContactReminderLists
                open={openPage}
                done={donePage}
                refreshing={open.isFetching || done.isFetching}
                day={format.date}
                marking={markDone.busy ? markDone.variables?.id : undefined}
                onMarkDone={(reminder) => markDone.mutate(reminder)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </Flex>
  );
}
