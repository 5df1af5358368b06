import { Typography, theme } from '@frontdesk/shared/antd';
import { Card, Col, Row } from '@frontdesk/shared/antd-pages';
import { CalendarOutlined, ContactsOutlined, CreditCardOutlined, FileTextOutlined, ShoppingCartOutlined } from '@frontdesk/shared/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Feature = 'bookings' | 'checkout' | 'invoices' | 'payments' | 'contacts';

const features: { id: Feature; icon: ReactNode }[] = [
  { id: 'bookings', icon: <CalendarOutlined /> },
  { id: 'checkout', icon: <ShoppingCartOutlined /> },
  { id: 'invoices', icon: <FileTextOutlined /> },
  { id: 'payments', icon: <CreditCardOutlined /> },
  { id: 'contacts', icon: <ContactsOutlined /> },
];

/** The five things Frontdesk does, one card each. */
export function FeatureGrid() {
  const { t } = useTranslation('docs');
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="home-features">
      <Typography.Title id="home-features" level={2} style={{ textAlign: 'center' }}>
        {t('home.features.title')}
      </Typography.Title>
      <Row gutter={[token.marginLG, token.marginLG]} justify="center">
        {features.map(({ id, icon }) => (
          <Col key={id} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <span aria-hidden style={{ fontSize: token.fontSizeHeading2, color: token.colorPrimary }}>
                {icon}
              </span>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginBlockStart: token.marginSM }}>
                {t(`home.features.${id}.title`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
                {t(`home.features.${id}.text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
