import { useApiMutation, useFormat, type PaymentLink } from '@frontdesk/shared';
import { App, Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { createPaymentLink } from '../api';

/** The page's full address of a link, as a customer opens it. */
export const linkAddress = (link: Pick<PaymentLink, 'url'>) => new URL(link.url, window.location.origin).toString();

/** An invoice's pay links: each address to copy, when it expires or when it was paid; a new one. */
export function PaymentLinks({ invoiceId, links, payable }: { invoiceId: string; links: PaymentLink[]; payable: boolean }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const { message } = App.useApp();
  const create = useApiMutation({
    mutationFn: () => createPaymentLink(invoiceId),
    invalidates: [['invoices']],
    successMessage: t('invoices.links.created'),
  });
  const copy = async (link: PaymentLink) => {
    try {
      await navigator.clipboard.writeText(linkAddress(link));
      message.success(t('invoices.links.copied'));
    } catch {
      message.info(t('invoices.links.copyByHand'));
    }
  };
  const now = Date.now();
  return (
    <Flex vertical gap="middle">
      {links.length === 0 && <Typography.Text type="secondary">{t('invoices.links.none')}</Typography.Text>}
      {links.map((link) => {
        const expired = new Date(link.expiresAt).getTime() <= now;
        return (
          <Flex key={link.id} vertical gap={4}>
            <Flex gap="small">
              <Input readOnly value={linkAddress(link)} aria-label={t('invoices.links.address')} onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copy(link)}>{t('invoices.links.copy')}</Button>
            </Flex>
            <Typography.Text type="secondary">
              {link.paidAt
                ? t('invoices.links.paid', { when: format.moment(link.paidAt) })
                : expired
                  ? t('invoices.links.expired', { when: format.moment(link.expiresAt) })
                  : t('invoices.links.expires', { when: format.moment(link.expiresAt) })}
            </Typography.Text>
          </Flex>
        );
      })}
      {payable && (
        <Button loading={create.busy} onClick={() => create.mutate()}>
          {t('invoices.links.create')}
        </Button>
      )}
    </Flex>
  );
}
