import { useIsAdmin } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { DateRangeFields } from '@frontdesk/shared/ui-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchesCsvHref } from '../api';
import { useBatches } from '../hooks/useBatches';
import { BatchDrawer } from './BatchDrawer';
import { BatchesTable } from './BatchesTable';

/**
 * /app/reports/batches: the settlement batches of a range with the CSV export; a batch's
 * transactions in a side panel; admins close the finished days now rather than at the next hourly run.
 */
export function BatchesPage() {
  const { t } = useTranslation('payments');
  const admin = useIsAdmin();
  const { range, setRange, batches, setPage, close } = useBatches();
  const [shown, setShown] = useState<string | null>(null);
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="reports.batches"
        intro={t('transactions.batches.intro')}
        extra={
          <Flex gap="small" wrap>
            <Button icon={<DownloadOutlined aria-hidden />} href={batchesCsvHref(range)} download="settlement-batches.csv">
              {t('transactions.export')}
            </Button>
            {admin ? (
              <Button type="primary" loading={close.busy} onClick={() => close.mutate()}>
                {t('transactions.batches.closeDays')}
              </Button>
            ) : null}
          </Flex>
        }
      />
      <DateRangeFields value={range} onChange={setRange} />
      <QueryState query={batches} size="section" loading={t('transactions.batches.loading')} failed={t('transactions.batches.failed')}>
        {(page) => <BatchesTable data={page} loading={batches.isPlaceholderData} onView={(batch) => setShown(batch.id)} onPage={setPage} />}
      </QueryState>
      {shown ? <BatchDrawer batchId={shown} onClose={() => setShown(null)} /> : null}
    </Flex>
  );
}
