import { useFormat, type PayLinkReceipt } from '@frontdesk/shared';
import { PublicLinkButton, PublicPanel, usePublicToken } from '@frontdesk/shared/public';
import { useTranslation } from 'react-i18next';
import { TestModeNotice } from './TestModeNotice';

/** A brand as the processor names it ('visa', 'mastercard') as its name is written; 'card' when it names none. */
const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/**
 * The paid link: how much, with which card, the receipt's number. An invoice's leaves nothing to
 * do; a deposit's booking is confirmed, and the visitor goes on to it (its page on /book).
 */
export function PayConfirmation({ receipt }: { receipt: PayLinkReceipt }) {
  const { t } = useTranslation('payments');
  const { money } = useFormat();
  const token = usePublicToken();
  const brand = receipt.cardBrand === 'card' ? t('pay.card') : brandName(receipt.cardBrand);
  const deposit = receipt.purpose === 'deposit';
  return (
    <PublicPanel title={t('pay.done.title')}>
      <TestModeNotice paid />
      <div role="status">
        <p>{t('pay.done.amount', { amount: money(receipt.amountMinor, receipt.currency), brand, last4: receipt.cardLast4 })}</p>
        <p>
          {deposit
            ? t('pay.done.depositReceipt', { receipt: receipt.receiptNumber })
            : t('pay.done.receipt', { receipt: receipt.receiptNumber, invoice: receipt.invoiceNumber })}
        </p>
        <p style={{ marginBlockEnd: receipt.returnUrl ? token.marginLG : 0 }}>{deposit ? t('pay.done.booked') : t('pay.done.close')}</p>
      </div>
      {/* a plain link, not the router's: /book is another package's site */}
      {receipt.returnUrl ? (
        <PublicLinkButton primary href={receipt.returnUrl}>
          {t('pay.done.seeBooking')}
        </PublicLinkButton>
      ) : null}
    </PublicPanel>
  );
}
