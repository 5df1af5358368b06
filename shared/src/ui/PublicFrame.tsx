import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Layout, Typography, theme } from './antd';
import { LanguageSwitch } from './LanguageSwitch';

/** The minimal frame of public pages (/pay, /book, /login, docs): a name, a language switch. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: token.paddingLG,
        }}
      >
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text strong style={{ fontSize: token.fontSizeLG, color: token.colorPrimary }}>
            {t('appName')}
          </Typography.Text>
          <LanguageSwitch />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: token.paddingLG }}>{children}</Layout.Content>
    </Layout>
  );
}
