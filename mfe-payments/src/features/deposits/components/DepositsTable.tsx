import { useBusinessDay, useFormat, type Deposit, type DepositPage } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import type { TableColumnsType } from '@frontdesk/shared/antd-pages';
import { EmptyState } from '@frontdesk/shared/ui';
import { PagedTable } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

type Props = {
  data: DepositPage;
  loading: boolean;
  /** filters are set: an empty page means nothing matches, not that there are no deposits */
  filtered: boolean;
  /** refund and keep are offered to admins */
  admin: boolean;
  onLedger: (deposit: Deposit) => void;
  onRefund: (deposit: Deposit) => void;
  onForfeit: (deposit: Deposit) => void;
  onPage: (page: number) => void;
};

/** A page of deposits, newest first: who, how much, what remains, its status in words, when. */
export function DepositsTable({ data, loading, filtered, admin, onLedger, onRefund, onForfeit, onPage }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const money = (minor: number) => format.money(minor, data.currency);
  const columns: TableColumnsType<Deposit> = [
    { key: 'contact', title: t('deposits.columns.contact'), render: (_, deposit) => deposit.contactName },
    { key: 'amount', title: t('deposits.columns.amount'), align: 'end', render: (_, deposit) => money(deposit.amountMinor) },
    { key: 'remaining', title: t('deposits.columns.remaining'), align: 'end', render: (_, deposit) => money(deposit.remainingMinor) },
    { key: 'status', title: t('deposits.columns.status'), render: (_, deposit) => t(`deposits.status.${deposit.status}`) },
    { key: 'date', title: t('deposits.columns.date'), render: (_, deposit) => business.moment(deposit.createdAt, { withTime: false }) },
    {
      key: 'actions',
      title: t('deposits.columns.actions'),
      render: (_, deposit) => (
        <Flex gap="small" wrap>
          <Button size="small" aria-label={t('deposits.actions.ledgerFor', { name: deposit.contactName })} onClick={() => onLedger(deposit)}>
            {t('deposits.actions.ledger')}
          </Button>
          {admin && deposit.remainingMinor > 0 && (
            <>
              <Button size="small" aria-label={t('deposits.actions.refundFor', { name: deposit.contactName })} onClick={() => onRefund(deposit)}>
                {t('deposits.actions.refund')}
              </Button>
              <Button size="small" danger aria-label={t('deposits.actions.forfeitFor', { name: deposit.contactName })} onClick={() => onForfeit(deposit)}>
                {t('deposits.actions.forfeit')}
              </Button>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PagedTable<Deposit>
      aria-label={t('deposits.caption')}
      rowKey="id"
      columns={columns}
      data={data}
      loading={loading}
      onPage={onPage}
      empty={
        filtered ? (
          <EmptyState size="section" title={t('deposits.emptyFiltered')} />
        ) : (
          <EmptyState size="section" title={t('deposits.emptyTitle')} text={t('deposits.emptyText')} />
        )
      }
    />
  );
}
