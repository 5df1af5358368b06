import { signedAmount, useBusinessDay, useFormat, useQuery, type Transaction } from '@frontdesk/shared';
import { Drawer, Flex } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { useTenderText } from '../../../common/hooks/useTenderText';
import { batchQuery } from '../api';
import { ReceiptNumberLink } from '../../../common/components/ReceiptNumberLink';

/** One batch in a side panel: its figures and its transactions, each linked to its receipt. */
export function BatchDrawer({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const business = useBusinessDay();
  const tenderText = useTenderText();
  const batch = useQuery(batchQuery(batchId));
  const title = batch.data ? t('transactions.batches.detail.title', { day: format.day(batch.data.day) }) : t('transactions.batches.detail.loading');
  return (
    <Drawer open size={640} title={title} onClose={onClose} closable={{ 'aria-label': t('transactions.batches.detail.close') }}>
      <QueryState
        query={batch}
        size="section"
        loading={t('transactions.batches.detail.loading')}
        failed={t('transactions.batches.detail.failed')}
        notFound={<EmptyState size="section" title={t('transactions.batches.detail.notFound')} />}
      >
        {(data) => {
          const money = (minor: number) => format.money(minor, data.currency);
          const columns: TableColumnsType<Transaction> = [
            { key: 'time', title: t('transactions.list.columns.time'), render: (_, tx) => business.moment(tx.createdAt) },
            {
              key: 'number',
              title: t('transactions.list.columns.number'),
              render: (_, tx) => <ReceiptNumberLink transaction={tx} />,
            },
            { key: 'kind', title: t('transactions.list.columns.kind'), render: (_, tx) => t(`common:transactionKind.${tx.kind}`) },
            { key: 'tender', title: t('transactions.list.columns.tender'), render: (_, tx) => tenderText(tx) },
            { key: 'amount', title: t('transactions.list.columns.amount'), align: 'end', render: (_, tx) => money(signedAmount(tx)) },
          ];
          return (
            <Flex vertical gap="middle">
              <p style={{ margin: 0 }}>
                {t('transactions.batches.detail.summary', { provider: data.provider, count: data.count, total: money(data.totalMinor) })}
              </p>
              <Table<Transaction>
                aria-label={t('transactions.batches.detail.caption')}
                rowKey="id"
                columns={columns}
                dataSource={data.transactions}
                pagination={false}
                size="small"
              />
            </Flex>
          );
        }}
      </QueryState>
    </Drawer>
  );
}
