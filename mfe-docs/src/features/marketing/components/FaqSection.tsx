import { Typography, theme } from '@frontdesk/shared/antd';
import { Col, Row } from '@frontdesk/shared/antd-pages';
import { useTranslation } from 'react-i18next';
import { faqGroupIds } from '../faq';
import { FaqGroup } from './FaqGroup';

export function FaqSection() {
  const { t } = useTranslation('docs');
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="home-faq">
      <Typography.Title id="home-faq" level={2} style={{ textAlign: 'center' }}>
        {t('home.faq.title')}
      </Typography.Title>
      <Row gutter={[token.marginXL, token.marginLG]}>
        {faqGroupIds.map((group) => (
          <Col key={group} xs={24} md={12}>
            <FaqGroup group={group} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
