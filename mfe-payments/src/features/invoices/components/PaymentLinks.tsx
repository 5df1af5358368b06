import { useApiMutation, useFormat, type PaymentLink } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { CopyField } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createPaymentLink } from '../api';

/** The page's full address of a link, as a customer opens it. */
export const linkAddress = (link: Pick<PaymentLink, 'url'>) => new URL(link.url, window.location.origin).toString();

/** An invoice's pay links: each address to copy, when it expires or when it was paid; a new one. */
export function PaymentLinks({ invoiceId, links, payable }: { invoiceId: string; links: PaymentLink[]; payable: boolean }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const create = useApiMutation({
    mutationFn: () => createPaymentLink(invoiceId),
    invalidates: [['invoices']],
    successMessage: t('invoices.links.created'),
  });
  const now = Date.now();
  return (
    <Flex vertical gap="middle">
      {links.length === 0 && <Typography.Text type="secondary">{t('invoices.links.none')}</Typography.Text>}
      {links.map((link) => {
        const expired = new Date(link.expiresAt).getTime() <= now;
        return (
          <Flex key={link.id} vertical gap={4}>
            <CopyField value={linkAddress(link)} label={t('invoices.links.address')} />
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
