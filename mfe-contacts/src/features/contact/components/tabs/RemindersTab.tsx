import { bus, type Reminder } from '@frontdesk/shared';
import { Alert, Button, Card, Empty, Flex, Form, Input, Typography } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-pages';
import { CheckOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addReminder, fetchReminders, markReminderDone } from '../../api';
import { useRequest } from '../../hooks/useRequest';
import { failureKey, fieldErrorsOf } from '../../utils/apiErrors';
import { formatDay } from '../../utils/formatDate';
import { ItemList } from '../ItemList';
import { LoadFailed } from '../LoadFailed';
import { Loading } from '../Loading';

type Values = { dueOn: string; note: string };
type Lists = { open: Reminder[]; done: Reminder[]; openTotal: number; doneTotal: number };

/** The contact's reminders: add one (a day and a note), mark open ones done, see the done ones. */
export function RemindersTab({ contactId }: { contactId: string }) {
  const { t, i18n } = useTranslation('contacts');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [marking, setMarking] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const id = useId();
  const ids = { add: `${id}-add`, open: `${id}-open`, done: `${id}-done` };
  const { state, retry } = useRequest<Lists>(`reminders:${contactId}`, async (signal) => {
    const [open, done] = await Promise.all([
      fetchReminders(contactId, 'open', signal),
      fetchReminders(contactId, 'done', signal),
    ]);
    return { open: open.items, done: done.items, openTotal: open.total, doneTotal: done.total };
  });

  const onFinish = async (values: Values) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await addReminder(contactId, { dueOn: values.dueOn, note: values.note.trim() });
      form.resetFields();
      bus.emit({ type: 'notify', level: 'success', message: t('contact.reminders.added') });
      retry();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const known = Object.entries(fields ?? {}).filter(([name]) => name === 'dueOn' || name === 'note');
      if (known.length) form.setFields(known.map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
      else setFailure(`${t('contact.reminders.addFailed')} ${t(failureKey(error))}`);
    } finally {
      setBusy(false);
    }
  };

  const markDone = async (reminder: Reminder) => {
    setMarking(reminder.id);
    setFailure(undefined);
    try {
      await markReminderDone(reminder.id);
      bus.emit({ type: 'notify', level: 'success', message: t('contact.reminders.markedDone') });
      retry();
    } catch {
      setFailure(t('contact.reminders.markFailed'));
    } finally {
      setMarking(undefined);
    }
  };

  const day = (iso: string) => formatDay(iso, i18n.language);
  const lists = (() => {
    if (state.status === 'failed') return <LoadFailed title={t('contact.reminders.failed')} onRetry={retry} />;
    if (!state.data) return <Loading label={t('contact.reminders.loading')} />;
    const { open, done, openTotal, doneTotal } = state.data;
    return (
      <Flex vertical gap="large" aria-busy={state.status === 'loading'}>
        <section aria-labelledby={ids.open}>
          <Typography.Title level={2} id={ids.open} style={{ fontSize: 16 }}>
            {t('contact.reminders.open', { count: openTotal })}
          </Typography.Title>
          {open.length ? (
            <ItemList
              items={open.map((reminder) => ({
                key: reminder.id,
                title: (
                  <Flex gap="small" align="center" wrap>
                    <Typography.Text strong>{day(reminder.dueOn)}</Typography.Text>
                    <Tag color={reminder.status === 'overdue' ? 'red' : 'blue'}>{t(`contact.reminders.status.${reminder.status}`)}</Tag>
                  </Flex>
                ),
                description: <span style={{ whiteSpace: 'pre-wrap' }}>{reminder.note}</span>,
                actions: [
                  <Button
                    key="done"
                    icon={<CheckOutlined aria-hidden />}
                    loading={marking === reminder.id}
                    onClick={() => void markDone(reminder)}
                    aria-label={t('contact.reminders.markDoneNamed', { note: reminder.note })}
                  >
                    {t('contact.reminders.markDone')}
                  </Button>,
                ],
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contact.reminders.noOpen')} />
          )}
        </section>
        <section aria-labelledby={ids.done}>
          <Typography.Title level={2} id={ids.done} style={{ fontSize: 16 }}>
            {t('contact.reminders.done', { count: doneTotal })}
          </Typography.Title>
          {done.length ? (
            <ItemList
              items={done.map((reminder) => ({
                key: reminder.id,
                title: <span style={{ whiteSpace: 'pre-wrap' }}>{reminder.note}</span>,
                description: t('contact.reminders.doneOn', {
                  due: day(reminder.dueOn),
                  done: reminder.doneAt ? day(reminder.doneAt) : '',
                }),
              }))}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contact.reminders.noDone')} />
          )}
        </section>
      </Flex>
    );
  })();

  return (
    <Flex vertical gap="large">
      <Card size="small" title={<span id={ids.add}>{t('contact.reminders.addTitle')}</span>}>
        <Form<Values> form={form} layout="vertical" onFinish={onFinish} disabled={busy} aria-labelledby={ids.add}>
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
          </Flex>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={busy}>
            {t('contact.reminders.add')}
          </Button>
        </Form>
      </Card>
      {failure && <Alert type="error" showIcon title={failure} closable={{ onClose: () => setFailure(undefined) }} />}
      {lists}
    </Flex>
  );
}
