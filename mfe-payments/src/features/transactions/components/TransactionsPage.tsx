import { Button, Flex } from '@frontdesk/shared/antd';
import { DownloadOutlined } from '@frontdesk/shared/antd-pages';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { transactionsCsvHref } from '../api';
import { useTransactions } from '../hooks/useTransactions';
import { TransactionFilters } from './TransactionFilters';
import { TransactionsTable } from './TransactionsTable';
import { WithheldNote } from './WithheldNote';

/** /app/transactions: every payment, refund and deposit, filtered in the address, with totals and the CSV export. */
export function TransactionsPage() {
  const { t } = useTranslation('payments');
  const { filters, query, transactions, setFilters, setPage } = useTransactions();
  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="transactions"
        intro={t('transactions.list.intro')}
        extra={
          <Button icon={<DownloadOutlined aria-hidden />} href={transactionsCsvHref(query)} download="transactions.csv">
            {t('transactions.export')}
          </Button>
        }
      />
      <TransactionFilters value={filters} onChange={setFilters} />
      <QueryState query={transactions} size="section" loading={t('transactions.list.loading')} failed={t('transactions.list.failed')}>
        {(page) => (
          <Flex vertical gap="middle">
            <WithheldNote count={page.totals.withheldCount} />
            <TransactionsTable data={page} loading={transactions.isPlaceholderData} onPage={setPage} />
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}
