import { useBusinessDay, useFormat, useQuery, type DepositMovement } from '@frontdesk/shared';
import { Drawer, Flex } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { Statistic } from '@frontdesk/shared/antd-more';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { depositLedgerQuery } from '../../../common/api';

type Row = DepositMovement & { balanceMinor: number };

/** Each movement with the balance after it: the ledger read as a bank statement, oldest first. */
export const withRunningBalance = (movements: DepositMovement[]): Row[] => {
  let balance = 0;
  return movements.map((movement) => ({ ...movement, balanceMinor: (balance += movement.amountMinor) }));
};

type Props = { contactId: string; name: string; onClose: () => void };

/** A customer's deposit ledger in a side panel: what they hold, and every movement with the running balance. */
export function DepositLedgerDrawer({ contactId, name, onClose }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const ledger = useQuery(depositLedgerQuery(contactId));
  // a movement of a sale's: which invoice used the credit, or gave it back
  const kindText = (row: Row) => {
    if (row.invoiceNumber === null) return t(`deposits.ledger.kinds.${row.kind}`);
    if (row.kind === 'applied') return t('deposits.ledger.kinds.appliedTo', { number: row.invoiceNumber });
    if (row.kind === 'returned') return t('deposits.ledger.kinds.returnedFrom', { number: row.invoiceNumber });
    return t(`deposits.ledger.kinds.${row.kind}`);
  };

  return (
    <Drawer open size={640} title={t('deposits.ledger.title', { name })} onClose={onClose} closable={{ 'aria-label': t('deposits.ledger.close') }}>
      <QueryState query={ledger} size="section" loading={t('deposits.ledger.loading')} failed={t('deposits.ledger.failed')}>
        {(data) => {
          const money = (minor: number) => format.money(minor, data.currency);
          const columns: TableColumnsType<Row> = [
            { key: 'at', title: t('deposits.ledger.columns.at'), render: (_, row) => business.moment(row.at) },
            {
              key: 'kind',
              title: t('deposits.ledger.columns.kind'),
              render: (_, row) => kindText(row),
            },
            { key: 'amount', title: t('deposits.ledger.columns.amount'), align: 'end', render: (_, row) => money(row.amountMinor) },
            { key: 'balance', title: t('deposits.ledger.columns.balance'), align: 'end', render: (_, row) => money(row.balanceMinor) },
            { key: 'by', title: t('deposits.ledger.columns.by'), render: (_, row) => row.userName },
          ];
          return (
            <Flex vertical gap="middle">
              <Statistic title={t('deposits.ledger.balance')} value={money(data.balanceMinor)} />
              <Table<Row>
                aria-label={t('deposits.ledger.caption')}
                rowKey="id"
                size="small"
                columns={columns}
                dataSource={withRunningBalance(data.movements)}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <EmptyState size="section" title={t('deposits.ledger.empty')} /> }}
              />
            </Flex>
          );
        }}
      </QueryState>
    </Drawer>
  );
}
