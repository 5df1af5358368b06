import { buildPath, desktopSiteUrl, matchRoute, useRuntimeConfig, type RouteId } from '@frontdesk/shared';
import { Menu, type MenuProps } from '@frontdesk/shared/antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { businessMenu, demoMenu, desktopMenu, mainMenu, withoutDesktopSite, type MenuEntry } from '../menu';

type Item = Required<MenuProps>['items'][number];

// Every entry is a link (open in a new tab, copy its address): an app page a router link, a desktop
// site's page an address of that site. antd stretches a link over its whole item, and moves the
// keyboard's focus to it, so Enter follows it as a click does.
function toItems(entries: MenuEntry[], t: TFunction<['shell', 'routes']>): Item[] {
  return entries.map((entry) => {
    const label = t(entry.labelKey);
    if ('children' in entry) return { key: entry.key, icon: entry.icon, label, children: toItems(entry.children, t) };
    const link =
      'desktopPath' in entry ? (
        <a href={desktopSiteUrl(entry.desktopPath)} rel="noopener">
          {label}
        </a>
      ) : (
        <Link to={buildPath(entry.route)}>{label}</Link>
      );
    return { key: entry.key, icon: entry.icon, label: link };
  });
}

// Which entry is active for a route: the entry of the route itself, or of its section's list.
const sectionOf: Partial<Record<RouteId, RouteId>> = {
  checkoutInvoice: 'checkout',
  generateBill: 'checkout',
  payment: 'checkout',
  invoice: 'invoices',
  booking: 'bookings',
  bookingNew: 'bookings',
  receipt: 'transactions',
  contact: 'contacts',
  contactCreate: 'contacts',
  contactEdit: 'contacts',
  assetCreate: 'contacts',
  assetEdit: 'contacts',
  catalogueCreate: 'catalogue',
  catalogueEdit: 'catalogue',
  customer: 'customers',
  customerEdit: 'customers',
  productCreate: 'products',
  order: 'orders',
};

/** The key of the entry for a route, with the keys of the sections holding it (outermost first). */
function trail(routeId: RouteId | undefined, entries: MenuEntry[]): string[] {
  if (!routeId) return [];
  const target = sectionOf[routeId] ?? routeId;
  for (const entry of entries) {
    if ('route' in entry && entry.route === target) return [entry.key];
    if ('children' in entry) {
      const inner = trail(routeId, entry.children);
      if (inner.length) return [entry.key, ...inner];
    }
  }
  return [];
}

/**
 * The side menu (spec §2): the main entries with the calendar, contacts and reports; the business's
 * setup; the desktop site's pages where that site is configured; the demo sections with the demo
 * flag. `onNavigate` is told when an entry is chosen (the drawer closes).
 */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'routes']);
  const config = useRuntimeConfig();
  const { pathname } = useLocation();
  const hasDesktopSite = desktopSiteUrl('/', undefined, config) !== undefined;
  const shown = (entries: MenuEntry[]) => (hasDesktopSite ? entries : withoutDesktopSite(entries));
  const sections = [
    { key: 'g-main', label: t('nav.main'), entries: shown(mainMenu) },
    { key: 'g-business', label: t('nav.business'), entries: businessMenu },
    { key: 'g-desktop', label: t('nav.desktop'), entries: shown(desktopMenu) },
    { key: 'g-demo', label: t('nav.demo'), entries: config.demo ? demoMenu : [] },
  ].filter((section) => section.entries.length > 0);
  const groups: Item[] = sections.map(({ key, label, entries }) => ({ type: 'group', key, label, children: toItems(entries, t) }));

  const path = trail(
    matchRoute(pathname)?.id,
    sections.flatMap((section) => section.entries),
  );
  const selected = path.slice(-1);
  // the sections holding the page are open; the person opens and closes others
  const [openKeys, setOpenKeys] = useState<string[]>(path.slice(0, -1));
  const openTrail = path.slice(0, -1).join(' ');
  useEffect(() => {
    if (openTrail) setOpenKeys((keys) => [...new Set([...keys, ...openTrail.split(' ')])]);
  }, [openTrail]);

  return (
    <Menu
      mode="inline"
      items={groups}
      selectedKeys={selected}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={() => onNavigate?.()}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
