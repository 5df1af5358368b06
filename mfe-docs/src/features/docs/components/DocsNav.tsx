import { buildPath, docsPages, type DocsPage } from '@frontdesk/shared';
import { Menu, theme, type MenuProps } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The 13 docs pages, in the route table's order, titled from the `routes:` namespace. */
export function DocsNav({ current }: { current: DocsPage }) {
  const { t } = useTranslation(['docs', 'routes']);
  const { token } = theme.useToken();
  const items: MenuProps['items'] = docsPages.map((page) => ({
    key: page,
    label: <Link to={buildPath(`docs.${page}`)}>{t(`routes:docs.${page}`)}</Link>,
  }));
  return (
    <nav aria-label={t('docs.nav')}>
      <Menu mode="inline" selectedKeys={[current]} items={items} style={{ borderRadius: token.borderRadiusLG, borderInlineEnd: 'none' }} />
    </nav>
  );
}
