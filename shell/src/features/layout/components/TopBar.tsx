import { buildPath } from '@frontdesk/shared';
import { Button, Flex, Layout, Space, Tooltip, theme } from '@frontdesk/shared/antd';
import {
  CalendarOutlined,
  HomeOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  UserAddOutlined,
} from '@frontdesk/shared/icons';
import { layout, LanguageSwitch } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountMenu } from './AccountMenu';
import { NavButton } from './NavButton';
import { QuickAddMenu } from './QuickAddMenu';
import { RegisterButton } from './RegisterButton';

type Props = {
  collapsed: boolean;
  onToggle: () => void;
  /** opens the search drawer (the frame holds it: app/AppLayout.tsx) */
  onSearch: () => void;
};

/** The top bar (spec §2): 64 px, home, checkout, register, new appointment, new contact, search, quick add, account. */
export function TopBar({ collapsed, onToggle, onSearch }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const { token } = theme.useToken();
  return (
    <Layout.Header
      role="banner"
      style={{
        height: layout.topBarHeight,
        lineHeight: `${layout.topBarHeight}px`,
        paddingInline: token.padding,
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" gap="small" style={{ height: '100%' }}>
        <Space size="small">
          <Button type="text" aria-label={t('topBar.toggleMenu')} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} onClick={onToggle} />
          <Link to="/" aria-label={t('topBar.home', { app: t('common:appName') })} style={{ fontWeight: 600, fontSize: token.fontSizeLG }}>
            <HomeOutlined aria-hidden /> {t('common:appName')}
          </Link>
        </Space>
        <Space size="small" wrap={false} style={{ overflow: 'hidden' }}>
          <NavButton to={buildPath('checkout')} icon={<ShoppingCartOutlined />}>
            {t('nav.checkout')}
          </NavButton>
          <RegisterButton />
          <NavButton to={buildPath('bookingNew')} icon={<CalendarOutlined />}>
            {t('topBar.newAppointment')}
          </NavButton>
          <NavButton to={buildPath('contactCreate')} icon={<UserAddOutlined />}>
            {t('topBar.newContact')}
          </NavButton>
        </Space>
        <Space size="small">
          <Tooltip title={t('topBar.search')}>
            <Button shape="circle" icon={<SearchOutlined />} aria-label={t('topBar.search')} onClick={onSearch} />
          </Tooltip>
          <QuickAddMenu />
          <LanguageSwitch />
          <AccountMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
