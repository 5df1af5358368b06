import { useQuery, type Contact } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lostCustomersCsvHref, lostCustomersQuery } from '../api';
import { AddReminderModal } from './AddReminderModal';
import { LostCustomersTable } from './LostCustomersTable';

/** The list for a threshold: how many, Export CSV, the table a page at a time, Add reminder. */
export function LostCustomersList({ days }: { days: number }) {
  const { t } = useTranslation('contacts');
  // a new threshold starts again at its first page
  const [paging, setPaging] = useState({ days, page: 1 });
  const page = paging.days === days ? paging.page : 1;
  const list = useQuery(lostCustomersQuery(days, page));
  const [reminderFor, setReminderFor] = useState<{ contact: Contact; name: string }>();
  // the count is of the threshold asked for: none while another one's answer is on screen
  const total = list.isPlaceholderData ? undefined : list.data?.total;

  return (
    <QueryState query={list} loading={t('lostCustomers.loading')} failed={t('lostCustomers.failed')}>
      {(data) => (
        <Flex vertical gap="middle">
          <Flex align="center" justify="space-between" gap="middle" wrap>
            <Typography.Text role="status">{total === undefined ? '\u00a0' : t('lostCustomers.summary', { count: total, days })}</Typography.Text>
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
            data={data}
            loading={list.isPlaceholderData}
            onPage={(next) => setPaging({ days, page: next })}
            onAddReminder={(contact, name) => setReminderFor({ contact, name })}
          />
          {reminderFor ? <AddReminderModal contact={reminderFor.contact} name={reminderFor.name} onClose={() => setReminderFor(undefined)} /> : null}
        </Flex>
      )}
    </QueryState>
  );
}
