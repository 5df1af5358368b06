import { useFormat, type SettlementBatch, type SettlementBatchPage } from '@frontdesk/shared';
import { Button } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

type Props = { data: SettlementBatchPage; loading: boolean; onView: (batch: SettlementBatch) => void; onPage: (page: number) => void };

/** A page of settlement batches, newest day first: day, provider, how many transactions, total. */
export function BatchesTable({ data, loading, onView, onPage }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const columns: TableColumnsType<SettlementBatch> = [
    { key: 'day', title: t('transactions.batches.columns.day'), render: (_, batch) => format.day(batch.day) },
    { key: 'provider', title: t('transactions.batches.columns.provider'), dataIndex: 'provider' },
    { key: 'count', title: t('transactions.batches.columns.count'), align: 'end', render: (_, batch) => format.number(batch.count) },
    { key: 'total', title: t('transactions.batches.columns.total'), align: 'end', render: (_, batch) => format.money(batch.totalMinor, data.currency) },
    {
      key: 'actions',
      title: t('transactions.batches.columns.actions'),
      width: 1,
      render: (_, batch) => (
        <Button aria-label={t('transactions.batches.viewFor', { day: format.day(batch.day), provider: batch.provider })} onClick={() => onView(batch)}>
          {t('transactions.batches.view')}
        </Button>
      ),
    },
  ];
  return (
    <PagedTable<SettlementBatch>
      aria-label={t('transactions.batches.caption')}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={t('transactions.batches.emptyTitle')} text={t('transactions.batches.emptyText')} />}
    />
  );
}
