import type { Contact } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedState, LoadingState } from '../../reminders/components/PageStates';
import { lostCustomersCsvHref } from '../api';
import { useLostCustomers } from '../hooks/useLostCustomers';
import { AddReminderModal } from './AddReminderModal';
import { LostCustomersTable } from './LostCustomersTable';

/** The list for a threshold: how many, Export CSV, the table a page at a time, Add reminder. */
export function LostCustomersList({ days }: { days: number }) {
  const { t } = useTranslation('contacts');
  // a new threshold starts again at its first page
  const [paging, setPaging] = useState({ days, page: 1 });
  const page = paging.days === days ? paging.page : 1;
  const list = useLostCustomers(days, page);
  const [reminderFor, setReminderFor] = useState<{ contact: Contact; name: string }>();

  if (list.failed) {
    return (
      <FailedState
        title={t('lostCustomers.failed.title')}
        text={t('lostCustomers.failed.text')}
        retry={t('lostCustomers.failed.retry')}
        onRetry={list.reload}
      />
    );
  }
  if (!list.data) return <LoadingState label={t('lostCustomers.loading')} />;
  const total = list.loading ? undefined : list.data.total;

  return (
    <Flex vertical gap="middle">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Typography.Text role="status">
          {total === undefined ? '\u00a0' : t('lostCustomers.summary', { count: total, days })}
        </Typography.Text>
        <Button
          href={lostCustomersCsvHref(days)}
          download={`lost-customers-${days}-days.csv`}
          icon={<DownloadOutlined aria-hidden />}
          disabled={total === 0}
        >
          {t('lostCustomers.export')}
        </Button>
      </Flex>
      <LostCustomersTable
        days={days}
        data={list.data}
        loading={list.loading}
        onPage={(next) => setPaging({ days, page: next })}
        onAddReminder={(contact, name) => setReminderFor({ contact, name })}
      />
      {reminderFor ? (
        <AddReminderModal contact={reminderFor.contact} name={reminderFor.name} onClose={() => setReminderFor(undefined)} />
      ) : null}
    </Flex>
  );
}
