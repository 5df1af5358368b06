import type { Reminder, ReminderPage } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Tag } from '@frontdesk/shared/antd-more';
import { CheckOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../../../common/components/ItemList';
import { ReminderBookingLink } from '../../../common/components/ReminderBookingLink';

type Props = {
  open: ReminderPage;
  done: ReminderPage;
  /** a newer answer is on its way */
  refreshing: boolean;
  /** writes a day or the day of a moment ("Jul 1, 2024") */
  day: (value: string) => string;
  /** the reminder being marked done */
  marking: string | undefined;
  onMarkDone: (reminder: Reminder) => void;
};

/** A contact's open reminders (to mark done) and done ones, each list under its heading with its count. */
export function ContactReminderLists({ open, done, refreshing, day, marking, onMarkDone }: Props) {
  const { t } = useTranslation('contacts');
  const id = useId();
  return (
    <Flex vertical gap="large" aria-busy={refreshing}>
      <section aria-labelledby={`${id}-open`}>
        <Typography.Title level={2} id={`${id}-open`} style={{ fontSize: 16 }}>
          {t('contact.reminders.open', { count: open.total })}
        </Typography.Title>
        {open.items.length ? (
          <ItemList
            items={open.items.map((reminder) => ({
              key: reminder.id,
              title: (
                <Flex gap="small" align="center" wrap>
                  <Typography.Text strong>{day(reminder.dueOn)}</Typography.Text>
                  <Tag color={reminder.status === 'overdue' ? 'red' : 'blue'}>{t(`contact.reminders.status.${reminder.status}`)}</Tag>
                </Flex>
              ),
              description: (
                <Flex component="span" vertical align="flex-start">
                  <span style={{ whiteSpace: 'pre-wrap' }}>{reminder.note}</span>
                  <ReminderBookingLink reminder={reminder} />
                </Flex>
              ),
              actions: [
                <Button
                  key="done"
                  icon={<CheckOutlined aria-hidden />}
                  loading={marking === reminder.id}
                  onClick={() => onMarkDone(reminder)}
                  aria-label={t('contact.reminders.markDoneNamed', { note: reminder.note })}
                >
                  {t('contact.reminders.markDone')}
                </Button>,
              ],
            }))}
          />
        ) : (
          <EmptyState size="section" title={t('contact.reminders.noOpen')} />
        )}
      </section>
      <section aria-labelledby={`${id}-done`}>
        <Typography.Title level={2} id={`${id}-done`} style={{ fontSize: 16 }}>
          {t('contact.reminders.done', { count: done.total })}
        </Typography.Title>
        {done.items.length ? (
          <ItemList
            items={done.items.map((reminder) => ({
              key: reminder.id,
              title: <span style={{ whiteSpace: 'pre-wrap' }}>{reminder.note}</span>,
              description: (
                <Flex component="span" vertical align="flex-start">
                  {t('contact.reminders.doneOn', { due: day(reminder.dueOn), done: reminder.doneAt ? day(reminder.doneAt) : '' })}
                  <ReminderBookingLink reminder={reminder} />
                </Flex>
              ),
            }))}
          />
        ) : (
          <EmptyState size="section" title={t('contact.reminders.noDone')} />
        )}
      </section>
    </Flex>
  );
}
