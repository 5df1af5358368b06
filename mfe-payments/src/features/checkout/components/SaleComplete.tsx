import { buildPath, useFormat, type Sale } from '@frontdesk/shared';
import { Button, Flex, Result, Typography } from '@frontdesk/shared/antd';
import { PrinterOutlined } from '@frontdesk/shared/antd-pages';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

type Props = {
  sale: Sale;
  onNewSale: () => void;
  /** the booking the sale billed: the way back to it; the next sale is one of its own (/app/checkout) */
  bookingId?: string;
};

/** After a sale: the invoice's number and total, the change to hand back, the receipt, the booking it billed, the next sale. */
export function SaleComplete({ sale, onNewSale, bookingId }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const money = (minor: number) => format.money(minor, sale.invoice.currency);
  const receiptOf = sale.transactions[0];
  return (
    <Result
      status="success"
      title={t('checkout.done.title')}
      subTitle={t('checkout.done.subtitle', { number: sale.invoice.number, total: money(sale.invoice.totalMinor) })}
      extra={
        <Flex vertical align="center" gap="middle">
          {sale.changeMinor > 0 && (
            <Typography.Title level={2} style={{ margin: 0 }} role="status">
              {t('common.tenders.change', { amount: money(sale.changeMinor) })}
            </Typography.Title>
          )}
          <Flex gap="small" wrap justify="center">
            {receiptOf && (
              <LinkButton to={buildPath('receipt', { transactionId: receiptOf.id })} icon={<PrinterOutlined aria-hidden />}>
                {t('common.receipt')}
              </LinkButton>
            )}
            {bookingId && <LinkButton to={buildPath('booking', { bookingId })}>{t('checkout.done.backToBooking')}</LinkButton>}
            {bookingId ? (
              <LinkButton type="primary" autoFocus to={buildPath('checkout')}>
                {t('checkout.done.newSale')}
              </LinkButton>
            ) : (
              <Button type="primary" autoFocus onClick={onNewSale}>
                {t('checkout.done.newSale')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    />
  );
}
