import { Card, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';

/** Public online booking (/book); choosing a service and a time lands with the bookings issue. */
export function BookPage() {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 520 }}>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, marginBlockStart: 0 }}>
          {t('book.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBlockEnd: 0 }}>{t('book.building')}</Typography.Paragraph>
      </Card>
    </Flex>
  );
}
