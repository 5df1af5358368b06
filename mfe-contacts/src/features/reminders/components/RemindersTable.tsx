import { buildPath, useBusinessDay, useFormat, type Reminder, type ReminderPage } from '@frontdesk/shared';
import { Button, Flex, Space, Typography } from '@frontdesk/shared/antd';
import { type TableColumnsType, UndoOutlined } from '@frontdesk/shared/antd-pages';
import { Tag } from '@frontdesk/shared/antd-more';
import { CheckOutlined } from '@frontdesk/shared/icons';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ReminderBookingLink } from '../../../common/components/ReminderBookingLink';
import type { ReminderStatus } from '../hooks/useReminderList';

type Props = {
  status: ReminderStatus;
  data: ReminderPage;
  loading: boolean;
  today: string;
  changing: string | null;
  onSetDone: (reminder: Reminder, done: boolean) => void;
  onPage: (page: number) => void;
};

/** One tab's reminders: due day, contact (a link to their page), note, and Mark done / Undo. */
export function RemindersTable({ status, data, loading, today, changing, onSetDone, onPage }: Props) {
  const { t } = useTranslation('contacts');
  const format = useFormat();
  const business = useBusinessDay();
  const nameOf = (reminder: Reminder) => reminder.contactName.trim() || t('ui.unnamed');

  const columns: TableColumnsType<Reminder> = [
    {
      key: 'dueOn',
      title: t('remindersList.columns.dueOn'),
      dataIndex: 'dueOn',
      width: 180,
      render: (_, reminder) => (
        <Space size="small" wrap>
          <Typography.Text type={reminder.status === 'overdue' ? 'danger' : undefined}>{format.day(reminder.dueOn)}</Typography.Text>
          {reminder.dueOn === today && reminder.status !== 'done' ? <Tag color="processing">{t('remindersList.today')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'contact',
      title: t('remindersList.columns.contact'),
      render: (_, reminder) => <Link to={buildPath('contact', { contactId: reminder.contactId })}>{nameOf(reminder)}</Link>,
    },
    {
      key: 'note',
      title: t('remindersList.columns.note'),
      dataIndex: 'note',
      render: (_, reminder) => (
        <Flex vertical align="flex-start">
          <span style={{ whiteSpace: 'pre-line' }}>{reminder.note}</span>
          {/* the contact's booking it is about (issue 11) */}
          <ReminderBookingLink reminder={reminder} />
        </Flex>
      ),
    },
    ...(status === 'done'
      ? [
          {
            key: 'doneAt',
            title: t('remindersList.columns.doneAt'),
            render: (_: unknown, reminder: Reminder) => (reminder.doneAt ? business.moment(reminder.doneAt, { withTime: false }) : null),
          },
        ]
      : []),
    {
      key: 'actions',
      title: t('remindersList.columns.actions'),
      width: 1,
      render: (_, reminder) =>
        reminder.status === 'done' ? (
          <Button
            icon={<UndoOutlined aria-hidden />}
            loading={changing === reminder.id}
            aria-label={t('remindersList.undoFor', { name: nameOf(reminder) })}
            onClick={() => onSetDone(reminder, false)}
          >
            {t('remindersList.undo')}
          </Button>
        ) : (
          <Button
            icon={<CheckOutlined aria-hidden />}
            loading={changing === reminder.id}
            aria-label={t('remindersList.markDoneFor', { name: nameOf(reminder) })}
            onClick={() => onSetDone(reminder, true)}
          >
            {t('remindersList.markDone')}
          </Button>
        ),
    },
  ];

  return (
    <PagedTable<Reminder>
      aria-label={t(`remindersList.caption.${status}`)}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={t(`remindersList.empty.${status}`)} />}
    />
  );
}
