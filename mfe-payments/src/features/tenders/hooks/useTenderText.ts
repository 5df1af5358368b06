import type { Transaction } from '@frontdesk/shared';
import { useTranslation } from 'react-i18next';

/** How a payment was made, as words: "Card visa •••• 4242", "Cash", "Deposit applied" (receipts, invoices, transactions). */
export function useTenderText() {
  const { t } = useTranslation('payments');
  return (p: Pick<Transaction, 'tender' | 'cardBrand' | 'cardLast4'>) =>
    p.tender === 'card' ? t('receipt.cardTender', { brand: p.cardBrand ?? '', last4: p.cardLast4 ?? '' }) : t(`receipt.tender.${p.tender}`);
}
