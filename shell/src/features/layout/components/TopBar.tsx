import { buildPath, mediaQueries, useMediaQuery } from '@frontdesk/shared';
import { Button, Flex, Layout, Tooltip, theme } from '@frontdesk/shared/antd';
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
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountMenu } from './AccountMenu';
import { NavButton } from './NavButton';
import { QuickAddMenu } from './QuickAddMenu';
import { RegisterButton } from './RegisterButton';

/** The side menu's element (the sider, or the drawer on a tablet or a phone): the menu button controls it. */
export const SIDE_MENU_ID = 'side-menu';

type Props = {
  /** a tablet or a phone: the side menu is a drawer, the top bar's links are icons */
  compact: boolean;
  /** the menu button (the drawer gives the focus back to it when it closes) */
  menuButton?: Ref<HTMLButtonElement>;
  /** whether the side menu shows (the sider not collapsed, the drawer open) */
  menuOpen: boolean;
  onToggle: () => void;
  /** opens the search drawer (the frame holds it: app/AppLayout.tsx) */
  onSearch: () => void;
};

/**
 * The top bar (spec §2): 64 px, home, checkout, register, new appointment, new contact, search, quick
 * add, account. On a tablet or a phone the menu button opens the side menu's drawer, the links are
 * icons and the account's name is left to its accessible name; on a phone (it fits 360 px) the brand
 * and quick add are icons too, and checkout and the register (the menu's first entries) are left to
 * the menu.
 */
export function TopBar({ compact, menuButton, menuOpen, onToggle, onSearch }: Props) {
  const { t } = useTranslation(['shell', 'common']);
  const { token } = theme.useToken();
  const narrow = useMediaQuery(mediaQueries.narrow);
  const gap = compact ? token.marginXXS : token.marginXS;
  const toggleLabel = compact ? t('topBar.openMenu') : t('topBar.toggleMenu');
  return (
    <Layout.Header
      role="banner"
      style={{
        height: layout.topBarHeight,
        lineHeight: `${layout.topBarHeight}px`,
        paddingInline: compact ? token.paddingXS : token.padding,
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" gap={gap} style={{ height: '100%' }}>
        <Flex align="center" gap={gap} style={{ minWidth: 0 }}>
          <Button
            ref={menuButton}
            type="text"
            aria-label={toggleLabel}
            aria-expanded={menuOpen}
            aria-controls={SIDE_MENU_ID}
            icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={onToggle}
          />
          <Link
            to="/"
            aria-label={t('topBar.home', { app: t('common:appName') })}
            style={{ fontWeight: 600, fontSize: token.fontSizeLG, whiteSpace: 'nowrap', paddingInline: narrow ? token.paddingXS : 0 }}
          >
            <HomeOutlined aria-hidden />
            {narrow ? null : ` ${t('common:appName')}`}
          </Link>
        </Flex>
        <Flex align="center" gap={gap}>
          {narrow ? null : (
            <>
              <NavButton iconOnly={compact} to={buildPath('checkout')} icon={<ShoppingCartOutlined aria-hidden />} text={t('nav.checkout')} />
              <RegisterButton iconOnly={compact} />
            </>
          )}
          <NavButton iconOnly={compact} to={buildPath('bookingNew')} icon={<CalendarOutlined aria-hidden />} text={t('topBar.newAppointment')} />
          <NavButton iconOnly={compact} to={buildPath('contactCreate')} icon={<UserAddOutlined aria-hidden />} text={t('topBar.newContact')} />
        </Flex>
        <Flex align="center" gap={gap}>
          <Tooltip title={t('topBar.search')}>
            <Button shape="circle" icon={<SearchOutlined />} aria-label={t('topBar.search')} onClick={onSearch} />
          </Tooltip>
          <QuickAddMenu iconOnly={narrow} />
          <LanguageSwitch compact={compact} />
          <AccountMenu compact={compact} />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
