import type { Transaction } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';

/**
 * How a payment was made, or given back, as words: "Card visa •••• 4242", "Cash", "Deposit applied",
 * "Back to credit" (a payment from deposits returned to them) (receipts, invoices, transactions).
 */
export function useTenderText() {
  const { t } = useTranslation(['payments', 'common']);
  return (p: Pick<Transaction, 'tender' | 'cardBrand' | 'cardLast4'> & Partial<Pick<Transaction, 'kind'>>) => {
    if (p.tender === 'card') return t('common.tenders.cardOf', { brand: p.cardBrand ?? '', last4: p.cardLast4 ?? '' });
    if (p.tender === 'deposit' && p.kind === 'refund') return t('common.tenders.backToCredit');
    return t(`common:tender.${p.tender}`);
  };
}
