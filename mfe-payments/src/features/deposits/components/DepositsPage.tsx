import { useFormat, type Deposit } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Statistic } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { QueryState } from '@frontdesk/shared/ui';
import { PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeposits } from '../hooks/useDeposits';
import { DepositFilters } from './DepositFilters';
import { DepositLedgerDrawer } from './DepositLedgerDrawer';
import { DepositsTable } from './DepositsTable';
import { ForfeitDepositModal } from './ForfeitDepositModal';
import { RefundDepositModal } from './RefundDepositModal';
import { TakeDepositModal } from './TakeDepositModal';

type Open = { kind: 'take' } | { kind: 'refund' | 'forfeit'; deposit: Deposit } | { kind: 'ledger'; contactId: string; name: string } | null;

/**
 * /app/deposits (issue 10 §8): what the business holds for its customers, the deposits by customer,
 * status and day, taking one, and (admins) refunding or keeping one; a customer's ledger in a side
 * panel. `?contact={id}` opens it on that customer's deposits.
 */
export function DepositsPage() {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const list = useDeposits();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const currency = list.deposits.data?.currency ?? 'USD';

  return (
    <Flex vertical gap="middle">
      <PageTitle
        routeId="deposits"
        intro={t('deposits.intro')}
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen({ kind: 'take' })}>
            {t('deposits.take')}
          </Button>
        }
      />
      {list.deposits.data && (
        <Card size="small">
          <Statistic title={list.filtered ? t('deposits.heldFiltered') : t('deposits.held')} value={format.money(list.deposits.data.heldMinor, currency)} />
        </Card>
      )}
      <DepositFilters value={list.filters} contact={list.filterContact} onChange={list.setFilters} />
      <QueryState query={list.deposits} size="section" loading={t('deposits.loading')} failed={t('deposits.failed')}>
        {(page) => (
          <DepositsTable
            data={page}
            loading={list.deposits.isPlaceholderData}
            filtered={list.filtered}
            admin={list.admin}
            onLedger={(deposit) => setOpen({ kind: 'ledger', contactId: deposit.contactId, name: deposit.contactName })}
            onRefund={(deposit) => setOpen({ kind: 'refund', deposit })}
            onForfeit={(deposit) => setOpen({ kind: 'forfeit', deposit })}
            onPage={list.setPage}
          />
        )}
      </QueryState>
      {open?.kind === 'take' && <TakeDepositModal contact={list.filterContact} onClose={close} />}
      {open?.kind === 'refund' && <RefundDepositModal deposit={open.deposit} currency={currency} onClose={close} />}
      {open?.kind === 'forfeit' && <ForfeitDepositModal deposit={open.deposit} currency={currency} onClose={close} />}
      {open?.kind === 'ledger' && <DepositLedgerDrawer contactId={open.contactId} name={open.name} onClose={close} />}
    </Flex>
  );
}
