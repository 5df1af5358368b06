import { Flex } from '@frontdesk/shared/antd';
import { Tabs } from '@frontdesk/shared/antd-pages';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderStatus } from '../api';
import { useReminders } from '../hooks/useReminders';
import { useSetDone } from '../hooks/useSetDone';
import { localDay } from '../utils/days';
import { FailedState, LoadingState } from './PageStates';
import { PageTitle } from './PageTitle';
import { RemindersTable } from './RemindersTable';

const STATUSES: ReminderStatus[] = ['due', 'overdue', 'done'];

/** /app/contacts/reminders-list: the reminders by status (Due, Overdue, Done), a page at a time. */
export function RemindersPage() {
  const { t } = useTranslation('contacts');
  const [status, setStatus] = useState<ReminderStatus>('due');
  const [page, setPage] = useState(1);
  // the browser's calendar day: due and overdue follow the desk's clock, not the server's
  const today = localDay();
  const list = useReminders(status, page, today);
  const { changing, setDone } = useSetDone(today, list.reload);
  const data = list.page;

  // the last reminder of a later page was marked done: show the page before it
  useEffect(() => {
    if (!list.loading && data && data.items.length === 0 && page > 1) setPage((p) => p - 1);
  }, [list.loading, data, page]);

  const content = list.failed ? (
    <FailedState
      title={t('remindersList.failed.title')}
      text={t('remindersList.failed.text')}
      retry={t('remindersList.failed.retry')}
      onRetry={list.reload}
    />
  ) : data ? (
    <RemindersTable
      status={status}
      data={data}
      loading={list.loading}
      today={today}
      changing={changing}
      onSetDone={(reminder, done) => void setDone(reminder, done)}
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
          const count = list.counts?.[key];
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
