import { bus, mediaQueries, useMediaQuery, useSession, useSettings } from '@frontdesk/shared';
import { Drawer, Layout, theme } from '@frontdesk/shared/antd';
import { layout, useEmbedded } from '@frontdesk/shared/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveFeed } from '../features/live/components/LiveFeed';
import { openSearchDrawer, SearchDrawer, type QuickAddTarget } from '../features/search/components/SearchDrawer';
import { SideMenu } from '../features/layout/components/SideMenu';
import { TestModeBanner } from '../features/layout/components/TestModeBanner';
import { SIDE_MENU_ID, TopBar } from '../features/layout/components/TopBar';

/**
 * The signed-in frame: top bar, side menu and content (under "test mode" while it is on); in embedded
 * mode only the content. It composes the layout's chrome with the search drawer and the live feed.
 * On a tablet or a phone (≤ 1024 px) the side menu is a drawer over the page, closed until the top
 * bar's menu button opens it; choosing an entry, Escape or the backdrop closes it (focus goes back
 * to the button).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const embedded = useEmbedded();
  const { token } = theme.useToken();
  const { user } = useSession();
  const { direction } = useSettings();
  const compact = useMediaQuery(mediaQueries.compact);
  const [collapsed, setCollapsed] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // the drawer closed (Escape, the backdrop, an entry): the focus goes back to the menu button, at
  // once (antd gives it back after the closing animation, and in Chromium it was left on the page)
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !menuOpen) menuButton.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [quickAdd, setQuickAdd] = useState<QuickAddTarget>(null);

  useEffect(() => {
    const subs = [
      bus.on('searchDrawer').subscribe(({ open }) => {
        setQuickAdd(null);
        setDrawerOpen(open);
      }),
      bus.on('quickAdd').subscribe(({ assetTypeId }) => {
        const type = user?.settings.asset_types[assetTypeId];
        setQuickAdd({ assetTypeId, typeName: type?.type_name ?? '' });
        setDrawerOpen(true);
      }),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [user]);

  // the drawer, and the live feed of the business's bookings: signed in, embedded or not
  const drawer = (
    <>
      <SearchDrawer open={drawerOpen} quickAdd={quickAdd} onClose={() => setDrawerOpen(false)} />
      <LiveFeed />
    </>
  );

  if (embedded) {
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <TestModeBanner />
        <Layout.Content style={{ padding: token.padding }}>{children}</Layout.Content>
        {drawer}
      </Layout>
    );
  }

  const menu = (onNavigate?: () => void) => (
    <nav aria-label={t('nav.main')}>
      <SideMenu onNavigate={onNavigate} />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar
        compact={compact}
        menuButton={menuButton}
        menuOpen={compact ? menuOpen : !collapsed}
        onToggle={() => (compact ? setMenuOpen((open) => !open) : setCollapsed((c) => !c))}
        onSearch={openSearchDrawer}
      />
      <TestModeBanner />
      <Layout hasSider={!compact}>
        {compact ? (
          <Drawer
            id={SIDE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement={direction === 'rtl' ? 'right' : 'left'}
            size={layout.sideMenuWidth}
            title={t('common:appName')}
            closable={{ 'aria-label': t('topBar.closeMenu') }}
            styles={{ body: { padding: 0 } }}
          >
            {menu(() => setMenuOpen(false))}
          </Drawer>
        ) : (
          <Layout.Sider
            id={SIDE_MENU_ID}
            width={layout.sideMenuWidth}
            collapsedWidth={0}
            collapsed={collapsed}
            trigger={null}
            theme="light"
            style={{
              background: token.colorBgContainer,
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
              overflow: 'auto',
              height: `calc(100vh - ${layout.topBarHeight}px)`,
              position: 'sticky',
              insetBlockStart: layout.topBarHeight,
            }}
          >
            {menu()}
          </Layout.Sider>
        )}
        <Layout.Content role="main" style={{ padding: compact ? token.padding : token.paddingLG, minWidth: 0 }}>
          {children}
        </Layout.Content>
      </Layout>
      {drawer}
    </Layout>
  );
}
