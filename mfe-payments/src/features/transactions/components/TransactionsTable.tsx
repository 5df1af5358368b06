import { buildPath, signedAmount, useBusinessDay, useFormat, type TransactionListItem, type TransactionPage } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTenderText } from '../../../common/hooks/useTenderText';
import { ReceiptNumberLink } from '../../../common/components/ReceiptNumberLink';

type Props = { data: TransactionPage; loading: boolean; onPage: (page: number) => void };

/**
 * A page of transactions, newest first; the receipt number (and a click on the row) opens the
 * receipt. The last row holds what the whole filter adds up to, not only this page. A withheld
 * transaction (a register still open, read by staff) shows no tender or amount.
 */
export function TransactionsTable({ data, loading, onPage }: Props) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const business = useBusinessDay();
  const tenderText = useTenderText();
  const navigate = useNavigate();
  const money = (minor: number) => format.money(minor, data.currency);
  const receiptOf = (transaction: TransactionListItem) => buildPath('receipt', { transactionId: transaction.id });
  const hidden = <Typography.Text type="secondary">{t('transactions.withheld.cell')}</Typography.Text>;
  const columns: TableColumnsType<TransactionListItem> = [
    { key: 'time', title: t('transactions.list.columns.time'), render: (_, tx) => business.moment(tx.createdAt) },
    {
      key: 'number',
      title: t('transactions.list.columns.number'),
      render: (_, tx) => <ReceiptNumberLink transaction={tx} onClick={(event) => event.stopPropagation()} />,
    },
    { key: 'contact', title: t('transactions.list.columns.contact'), render: (_, tx) => tx.contactName || '—' },
    { key: 'kind', title: t('transactions.list.columns.kind'), render: (_, tx) => t(`common:transactionKind.${tx.kind}`) },
    { key: 'tender', title: t('transactions.list.columns.tender'), render: (_, tx) => (tx.withheld ? '—' : tenderText(tx)) },
    { key: 'amount', title: t('transactions.list.columns.amount'), align: 'end', render: (_, tx) => (tx.withheld ? hidden : money(signedAmount(tx))) },
    { key: 'status', title: t('transactions.list.columns.status'), render: (_, tx) => t(`common:transactionStatus.${tx.status}`) },
    { key: 'staff', title: t('transactions.list.columns.staff'), render: (_, tx) => tx.userName || '—' },
    { key: 'register', title: t('transactions.list.columns.register'), render: (_, tx) => tx.registerName || '—' },
  ];
  const { totals } = data;
  return (
    <PagedTable<TransactionListItem>
      aria-label={t('transactions.list.caption')}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={<EmptyState size="section" title={t('transactions.list.emptyTitle')} text={t('transactions.list.emptyText')} />}
      onRow={(tx) => ({ onClick: () => navigate(receiptOf(tx)), style: { cursor: 'pointer' } })}
      summary={() =>
        data.total > 0 ? (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>{t('transactions.list.totals')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="end">
              <strong>{money(totals.netMinor)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} colSpan={3}>
              {t('transactions.list.totalsText', { in: money(totals.inMinor), out: money(totals.outMinor), net: money(totals.netMinor), count: totals.count })}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
