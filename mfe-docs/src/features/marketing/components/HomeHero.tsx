import { buildPath } from '@frontdesk/shared';
import { Flex, Typography, theme } from '@frontdesk/shared/antd';
import { LinkButton } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';

export function HomeHero() {
  const { t } = useTranslation('docs');
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={token.marginMD} style={{ textAlign: 'center', paddingBlockStart: token.paddingXL }}>
      <Typography.Title level={1} style={{ marginBlock: 0, maxWidth: 760 }}>
        {t('home.hero.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: 680, marginBlockEnd: 0 }}>
        {t('home.hero.text')}
      </Typography.Paragraph>
      <Flex wrap justify="center" gap={token.marginSM}>
        <LinkButton type="primary" size="large" to={buildPath('register')}>
          {t('home.hero.start')}
        </LinkButton>
        <LinkButton size="large" to={buildPath('pricing')}>
          {t('home.hero.pricing')}
        </LinkButton>
        <LinkButton type="link" size="large" to={buildPath('docs.welcome')}>
          {t('home.hero.docs')}
        </LinkButton>
      </Flex>
    </Flex>
  );
}
