import { buildPath, mediaQueries, useBusinessDay, useFormat, useMediaQuery, type Transaction } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import { Table, type TableColumnsType } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useTenderText } from '../../../common/hooks/useTenderText';

/**
 * An invoice's payments, refunds and declined attempts, oldest first; each receipt a link. On a phone
 * the receipt, when, what and the amount (a refund is a row of its own), texts wrapping: seven
 * columns were cut off at the card's edge; the receipt tells the rest.
 */
export function InvoiceMoneyTable({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation('payments');
  const narrow = useMediaQuery(mediaQueries.narrow);
  const format = useFormat();
  const business = useBusinessDay();
  const tenderText = useTenderText();
  if (transactions.length === 0) return <Typography.Text type="secondary">{t('invoices.money.none')}</Typography.Text>;
  const columns: TableColumnsType<Transaction> = [
    {
      key: 'number',
      title: t('invoices.money.receipt'),
      render: (_, p) =>
        p.status === 'succeeded' ? (
          <Link to={buildPath('receipt', { transactionId: p.id })}>{t('invoices.money.receiptNumber', { number: p.number })}</Link>
        ) : (
          `#${p.number}`
        ),
    },
    { key: 'at', title: t('invoices.money.when'), render: (_, p) => business.moment(p.createdAt) },
    {
      key: 'what',
      title: t('invoices.money.what'),
      render: (_, p) => (p.status === 'declined' ? t('invoices.money.declined') : t(`invoices.money.kind.${p.kind}`)),
    },
    { key: 'tender', title: t('invoices.money.tender'), render: (_, p) => tenderText(p) },
    { key: 'by', title: t('invoices.money.by'), render: (_, p) => p.userName },
    {
      key: 'amount',
      title: t('invoices.money.amount'),
      align: 'end',
      render: (_, p) => {
        const sign = p.kind === 'refund' || p.kind === 'deposit_refund' ? -1 : 1;
        const amount = format.money(sign * p.amountMinor, p.currency);
        return p.status === 'declined' ? <Typography.Text delete>{amount}</Typography.Text> : amount;
      },
    },
    {
      key: 'refunded',
      title: t('invoices.money.refunded'),
      align: 'end',
      render: (_, p) => (p.refundedMinor > 0 ? format.money(p.refundedMinor, p.currency) : '—'),
    },
  ];
  const onPhone = new Set(['number', 'at', 'what', 'amount']);
  return (
    <Table<Transaction>
      aria-label={t('invoices.detail.payments')}
      rowKey="id"
      size="small"
      columns={narrow ? columns.filter((column) => onPhone.has(String(column.key))) : columns}
      dataSource={transactions}
      pagination={false}
      scroll={narrow ? undefined : { x: 'max-content' }}
    />
  );
}
