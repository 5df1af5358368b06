import { useFormat, type PayLinkReceipt } from '@frontdesk/shared';
import { PublicPanel } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';

/** A brand as the processor names it ('visa', 'mastercard') as its name is written; 'card' when it names none. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The paid link: how much, with which card, the receipt's number; nothing left to do. */
export function PayConfirmation({ receipt }: { receipt: PayLinkReceipt }) {
  const { t } = useTranslation('payments');
  const { money } = useFormat();
  const brand = receipt.cardBrand === 'card' ? t('pay.card') : brandName(receipt.cardBrand);
  return (
    <PublicPanel title={t('pay.done.title')}>
      <div role="status">
        <p>{t('pay.done.amount', { amount: money(receipt.amountMinor, receipt.currency), brand, last4: receipt.cardLast4 })}</p>
        <p>{t('pay.done.receipt', { receipt: receipt.receiptNumber, invoice: receipt.invoiceNumber })}</p>
        <p style={{ marginBlockEnd: 0 }}>{t('pay.done.close')}</p>
      </div>
    </PublicPanel>
  );
}
