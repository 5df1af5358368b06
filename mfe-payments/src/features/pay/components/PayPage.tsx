import { Card, Flex, Typography } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** Public payment by link (/pay/{paymentLinkId}); the payment itself lands with the payments issue. */
export function PayPage() {
  const { t } = useTranslation('payments');
  const { paymentLinkId = '' } = useParams();
  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={1} style={{ fontSize: 24, marginBlockStart: 0 }}>
          {t('pay.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pay.link', { id: paymentLinkId })}</Typography.Text>
        <Typography.Paragraph style={{ marginBlockStart: 16 }}>{t('pay.building')}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
