import { buildPath, type Transaction } from '@frontdesk/shared';
import { Typography } from '@frontdesk/shared/antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A transaction's receipt number in a list, linked to its receipt ("#1042"); a declined card has no
 * receipt and no number ("No receipt"), and links to the record of the attempt.
 */
export function ReceiptNumberLink({ transaction, onClick }: { transaction: Pick<Transaction, 'id' | 'number'>; onClick?: (event: MouseEvent) => void }) {
  const { t } = useTranslation('payments');
  const to = buildPath('receipt', { transactionId: transaction.id });
  return transaction.number === null ? (
    <Link to={to} aria-label={t('common.receiptLink.openDeclined')} onClick={onClick}>
      <Typography.Text type="secondary">{t('common.receiptLink.declined')}</Typography.Text>
    </Link>
  ) : (
    <Link to={to} aria-label={t('common.receiptLink.open', { number: transaction.number })} onClick={onClick}>
      #{transaction.number}
    </Link>
  );
}
