import { Flex } from '@frontdesk/shared/antd';
import { Tabs } from '@frontdesk/shared/antd-pages';
import { FailedState, LoadingState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReminderList, type ReminderStatus } from '../hooks/useReminderList';
import { RemindersTable } from './RemindersTable';

const STATUSES: ReminderStatus[] = ['due', 'overdue', 'done'];

/** /app/contacts/reminders-list: the reminders by status (Due, Overdue, Done), a page at a time. */
export function RemindersPage() {
  const { t } = useTranslation('contacts');
  const [status, setStatus] = useState<ReminderStatus>('due');
  const [pageNumber, setPage] = useState(1);
  const { list, page, counts, today, setDone } = useReminderList(status, pageNumber);

  const content =
    !page && list.isError ? (
      <FailedState title={t('remindersList.failed')} error={list.error} onRetry={() => void list.refetch()} />
    ) : page ? (
      <RemindersTable
        status={status}
        data={page}
        loading={list.isPlaceholderData}
        today={today}
        changing={setDone.busy ? (setDone.variables?.reminder.id ?? null) : null}
        onSetDone={(reminder, done) => setDone.mutate({ reminder, done })}
        onPage={setPage}
      />
    ) : (
      <LoadingState label={t('remindersList.loading')} />
    );

  return (
    <Flex vertical gap="middle">
      <PageTitle routeId="remindersList" intro={t('remindersList.intro')} />
      <Tabs
        aria-label={t('remindersList.tabs.label')}
        activeKey={status}
        onChange={(key) => {
          setStatus(key as ReminderStatus);
          setPage(1);
        }}
        destroyOnHidden
        items={STATUSES.map((key) => {
          const label = t(`remindersList.tabs.${key}`);
          const count = counts?.[key];
          return {
            key,
            label: count === undefined ? label : t('remindersList.tabs.withCount', { label, count }),
            children: key === status ? content : null,
          };
        })}
      />
    </Flex>
  );
}
