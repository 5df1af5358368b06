import { buildPath } from '@frontdesk/shared';
import { Flex, Result } from '@frontdesk/shared/antd';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

/** A booking that has its bill already (an invoice that is not void): that invoice, or a sale of its own. */
export function BookingBilled({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Result
      status="info"
      title={t('checkout.bill.billed')}
      subTitle={t('checkout.bill.billedText')}
      extra={
        <Flex gap="small" wrap justify="center">
          <LinkButton type="primary" to={buildPath('invoice', { invoiceId })}>
            {t('checkout.bill.invoice')}
          </LinkButton>
          <LinkButton to={buildPath('checkout')}>{t('checkout.bill.checkout')}</LinkButton>
        </Flex>
      }
    />
  );
}
