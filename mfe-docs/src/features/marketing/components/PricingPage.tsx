import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Col, Row } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { plans } from '../plans';
import { PlanCard } from './PlanCard';

/** The public pricing page (/pricing): three plans side by side. */
export function PricingPage() {
  const { t } = useTranslation('docs');
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 1120, marginInline: 'auto', paddingBlock: token.paddingLG }}>
      <div style={{ textAlign: 'center' }}>
        <Typography.Title level={1}>{t('pricing.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG }}>
          {t('pricing.text')}
        </Typography.Paragraph>
      </div>
      <Row gutter={[token.marginLG, token.marginLG]}>
        {plans.map((plan) => (
          <Col key={plan.id} xs={24} md={8}>
            <PlanCard plan={plan} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
