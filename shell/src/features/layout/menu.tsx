import { buildPath, type RouteId } from '@frontdesk/shared';
import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  ContactsOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FormOutlined,
  GiftOutlined,
  LoginOutlined,
  MailOutlined,
  MessageOutlined,
  ProjectOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@frontdesk/shared/icons';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';

/** An entry's label: a shell text (`nav.checkout`) or a page title (`routes:kanban`). */
export type MenuLabelKey = ParseKeys<['shell', 'routes']>;

/** A side-menu entry: an app route, or a page of the desktop site (server-rendered). */
export type MenuEntry =
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; route: RouteId }
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; desktopPath: string }
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; children: MenuEntry[] };

// Spec §2, Shell: the main side menu. Desktop View leaves for the desktop site.
export const mainMenu: MenuEntry[] = [
  { key: 'registerSelect', labelKey: 'nav.registerSelect', icon: <BankOutlined />, route: 'registerSelect' },
  { key: 'checkout', labelKey: 'nav.checkout', icon: <ShoppingCartOutlined />, route: 'checkout' },
  { key: 'invoices', labelKey: 'nav.invoices', icon: <FileTextOutlined />, route: 'invoices' },
  { key: 'bookings', labelKey: 'nav.bookings', icon: <CalendarOutlined />, route: 'bookings' },
  { key: 'transactions', labelKey: 'nav.transactions', icon: <SwapOutlined />, route: 'transactions' },
  { key: 'deposits', labelKey: 'nav.deposits', icon: <WalletOutlined />, route: 'deposits' },
  { key: 'desktopView', labelKey: 'nav.desktopView', icon: <DesktopOutlined />, desktopPath: '/' },
];

// The second navigation list: server-rendered pages of the desktop site.
export const desktopMenu: MenuEntry[] = [
  { key: 'd-dashboard', labelKey: 'nav.companyDashboard', icon: <DashboardOutlined />, desktopPath: '/company/dashboard' },
  { key: 'd-reviews', labelKey: 'nav.reputation', icon: <StarOutlined />, desktopPath: '/company/reviews' },
  { key: 'd-inquiries', labelKey: 'nav.conversations', icon: <MessageOutlined />, desktopPath: '/contact/inquiries' },
  { key: 'd-bookings', labelKey: 'nav.appointments', icon: <CalendarOutlined />, desktopPath: '/register/bookings_by_date' },
  { key: 'd-invoices', labelKey: 'nav.payments', icon: <CreditCardOutlined />, desktopPath: '/invoice/invoices' },
  { key: 'd-giftcards', labelKey: 'nav.giftCards', icon: <GiftOutlined />, desktopPath: '/company/giftcards' },
  { key: 'reports', labelKey: 'nav.reports', icon: <BarChartOutlined />, route: 'reports.dashboard' },
  { key: 'catalogue', labelKey: 'routes:catalogue', icon: <AppstoreOutlined />, route: 'catalogue' },
  { key: 'outbox', labelKey: 'routes:outbox', icon: <MailOutlined />, route: 'outbox' },
  {
    key: 'booking-setup',
    labelKey: 'nav.bookingSetup',
    icon: <ScheduleOutlined />,
    children: [
      { key: 'staff', labelKey: 'routes:staff', icon: null, route: 'staff' },
      { key: 'bookableServices', labelKey: 'routes:bookableServices', icon: null, route: 'bookableServices' },
      { key: 'onlineBooking', labelKey: 'routes:onlineBooking', icon: null, route: 'onlineBooking' },
    ],
  },
  {
    key: 'd-settings',
    labelKey: 'nav.settings',
    icon: <SettingOutlined />,
    children: [
      { key: 'd-staff', labelKey: 'nav.staff', icon: null, desktopPath: '/company/staff' },
      { key: 'd-permissions', labelKey: 'nav.permissions', icon: null, desktopPath: '/company/groups_permissions' },
    ],
  },
];

// With the demo flag on: the template sections.
export const demoMenu: MenuEntry[] = [
  {
    key: 'management',
    labelKey: 'nav.management',
    icon: <TeamOutlined />,
    children: [
      { key: 'customers', labelKey: 'routes:customers', icon: null, route: 'customers' },
      { key: 'products', labelKey: 'routes:products', icon: null, route: 'products' },
      { key: 'orders', labelKey: 'routes:orders', icon: null, route: 'orders' },
      { key: 'managementInvoices', labelKey: 'routes:managementInvoices', icon: null, route: 'managementInvoices' },
    ],
  },
  {
    key: 'projects',
    labelKey: 'nav.projects',
    icon: <ProjectOutlined />,
    children: [
      { key: 'projectsOverview', labelKey: 'routes:projectsOverview', icon: null, route: 'projectsOverview' },
      { key: 'projectsBrowse', labelKey: 'routes:projectsBrowse', icon: null, route: 'projectsBrowse' },
      { key: 'projectCreate', labelKey: 'routes:projectCreate', icon: null, route: 'projectCreate' },
    ],
  },
  {
    key: 'social',
    labelKey: 'nav.social',
    icon: <ContactsOutlined />,
    children: [
      { key: 'socialProfile', labelKey: 'routes:socialProfile', icon: null, route: 'socialProfile' },
      { key: 'socialFeed', labelKey: 'routes:socialFeed', icon: null, route: 'socialFeed' },
    ],
  },
  { key: 'kanban', labelKey: 'routes:kanban', icon: <AppstoreOutlined />, route: 'kanban' },
  { key: 'mail', labelKey: 'routes:mailIndex', icon: <MailOutlined />, route: 'mailIndex' },
  { key: 'chat', labelKey: 'routes:chatIndex', icon: <MessageOutlined />, route: 'chatIndex' },
  { key: 'calendar', labelKey: 'routes:calendar', icon: <CalendarOutlined />, route: 'calendar' },
  {
    key: 'pages',
    labelKey: 'nav.pages',
    icon: <LoginOutlined />,
    children: [
      { key: 'loginPage', labelKey: 'routes:loginUnprotected', icon: null, route: 'loginUnprotected' },
      { key: 'registerPage', labelKey: 'routes:registerUnprotected', icon: null, route: 'registerUnprotected' },
      { key: 'account', labelKey: 'routes:account', icon: null, route: 'account' },
      { key: 'error404', labelKey: 'nav.error404', icon: null, route: 'notFound' },
      { key: 'pricing', labelKey: 'routes:pricing', icon: null, route: 'pricing' },
    ],
  },
  {
    key: 'extra',
    labelKey: 'nav.extra',
    icon: <FormOutlined />,
    children: [
      { key: 'chartsApex', labelKey: 'nav.charts', icon: null, route: 'chartsApex' },
      { key: 'formsFormik', labelKey: 'routes:formsFormik', icon: null, route: 'formsFormik' },
      { key: 'formsRedux', labelKey: 'routes:formsRedux', icon: null, route: 'formsRedux' },
      { key: 'editorsDraftJs', labelKey: 'routes:editorsDraftJs', icon: null, route: 'editorsDraftJs' },
      { key: 'editorsQuill', labelKey: 'routes:editorsQuill', icon: null, route: 'editorsQuill' },
    ],
  },
];

/** The app path a menu entry links to (undefined for desktop-site and group entries). */
export function entryPath(entry: MenuEntry): string | undefined {
  return 'route' in entry ? buildPath(entry.route) : undefined;
}
