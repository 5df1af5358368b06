import { desktopSiteUrl, matchRoute, useRuntimeConfig, type RouteId } from '@frontdesk/shared';
import { Menu, type MenuProps } from '@frontdesk/shared/antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { demoMenu, desktopMenu, entryPath, mainMenu, type MenuEntry } from '../menu';

type Item = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[], t: TFunction<['shell', 'routes']>): Item[] {
  return entries.map((entry) => {
    const label = t(entry.labelKey);
    if ('children' in entry) return { key: entry.key, icon: entry.icon, label, children: toItems(entry.children, t) };
    if ('desktopPath' in entry) {
      return {
        key: entry.key,
        icon: entry.icon,
        label: (
          <a href={desktopSiteUrl(entry.desktopPath)} rel="noopener">
            {label}
          </a>
        ),
      };
    }
    return { key: entry.key, icon: entry.icon, label };
  });
}

function findEntry(entries: MenuEntry[], key: string): MenuEntry | undefined {
  for (const e of entries) {
    if (e.key === key) return e;
    if ('children' in e) {
      const found = findEntry(e.children, key);
      if (found) return found;
    }
  }
  return undefined;
}

// Which entry is active for a route: the entry of the route itself, or of its section.
const sectionOf: Partial<Record<RouteId, string>> = {
  checkoutInvoice: 'checkout',
  generateBill: 'checkout',
  payment: 'checkout',
  invoice: 'invoices',
  booking: 'bookings',
  bookingNew: 'bookings',
  receipt: 'transactions',
};

function activeKey(routeId: RouteId | undefined, entries: MenuEntry[]): string[] {
  if (!routeId) return [];
  const direct = sectionOf[routeId] ?? routeId;
  const walk = (list: MenuEntry[]): string | undefined => {
    for (const e of list) {
      if ('route' in e && (e.route === direct || e.key === direct)) return e.key;
      if ('children' in e) {
        const k = walk(e.children);
        if (k) return k;
      }
    }
    return undefined;
  };
  const key = walk(entries);
  return key ? [key] : [];
}

/** The side menu (spec §2): main entries, the desktop site's pages, and demo sections. */
export function SideMenu() {
  const { t } = useTranslation(['shell', 'routes']);
  const { demo } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const groups: Item[] = [
    { type: 'group', key: 'g-main', label: t('nav.main'), children: toItems(mainMenu, t) },
    { type: 'group', key: 'g-desktop', label: t('nav.desktop'), children: toItems(desktopMenu, t) },
    ...(demo ? [{ type: 'group' as const, key: 'g-demo', label: t('nav.demo'), children: toItems(demoMenu, t) }] : []),
  ];
  const all = [...mainMenu, ...desktopMenu, ...(demo ? demoMenu : [])];
  const selected = activeKey(matchRoute(pathname)?.id, all);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = findEntry(all, key);
    const path = entry ? entryPath(entry) : undefined;
    if (path) navigate(path);
  };

  return <Menu mode="inline" items={groups} selectedKeys={selected} onClick={onClick} style={{ borderInlineEnd: 0 }} />;
}
