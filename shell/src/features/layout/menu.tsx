import { reportPages, type ReportPage, type RouteId } from '@frontdesk/shared';
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

/**
 * A side-menu entry: an app route, a page of the desktop site (server-rendered, listed only where
 * that site is configured), or a section of entries. A route entry's key is its route id.
 */
export type MenuEntry =
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; route: RouteId }
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; desktopPath: string }
  | { key: string; labelKey: MenuLabelKey; icon: ReactNode; children: MenuEntry[] };

/** A page of the app, under its title in the route table (`routes:<id>`) unless told otherwise. */
const pageEntry = (route: RouteId, icon: ReactNode = null, labelKey: MenuLabelKey = `routes:${route}`): MenuEntry => ({
  key: route,
  labelKey,
  icon,
  route,
});

// Every report the route table lists, in its order: a report added there is in the menu.
const reportEntries = (Object.keys(reportPages) as ReportPage[]).map((report) => pageEntry(`reports.${report}`));

// Spec §2, Shell: the main side menu (Desktop View leaves for the desktop site), with what a business
// runs its day on beside it: the calendar, the contacts and their lists, every report
// (docs/decisions/0039-a-menu-for-every-page.md).
export const mainMenu: MenuEntry[] = [
  pageEntry('registerSelect', <BankOutlined aria-hidden />, 'nav.registerSelect'),
  pageEntry('checkout', <ShoppingCartOutlined aria-hidden />, 'nav.checkout'),
  pageEntry('invoices', <FileTextOutlined aria-hidden />, 'nav.invoices'),
  pageEntry('bookings', <CalendarOutlined aria-hidden />, 'nav.bookings'),
  pageEntry('calendar', <ScheduleOutlined aria-hidden />),
  pageEntry('transactions', <SwapOutlined aria-hidden />, 'nav.transactions'),
  pageEntry('deposits', <WalletOutlined aria-hidden />, 'nav.deposits'),
  {
    key: 'contactsSection',
    labelKey: 'nav.contacts',
    icon: <TeamOutlined aria-hidden />,
    children: [
      pageEntry('contacts', null, 'nav.allContacts'),
      pageEntry('remindersList'),
      pageEntry('lostCustomers'),
      pageEntry('contactImport'),
      pageEntry('assetTypes'),
      pageEntry('contactForms'),
    ],
  },
  { key: 'reportsSection', labelKey: 'nav.reports', icon: <BarChartOutlined aria-hidden />, children: reportEntries },
  { key: 'desktopView', labelKey: 'nav.desktopView', icon: <DesktopOutlined aria-hidden />, desktopPath: '/' },
];

// What the business sells and sends, and how it takes bookings: pages of the app.
export const businessMenu: MenuEntry[] = [
  pageEntry('catalogue', <AppstoreOutlined aria-hidden />),
  pageEntry('mailIndex', <MailOutlined aria-hidden />),
  {
    key: 'bookingSetup',
    labelKey: 'nav.bookingSetup',
    icon: <SettingOutlined aria-hidden />,
    children: [pageEntry('staff'), pageEntry('bookableServices'), pageEntry('onlineBooking')],
  },
];

// The second navigation list (spec §2): server-rendered pages of the desktop site. Its "reports" are
// the app's reports (the main menu's Reports section).
export const desktopMenu: MenuEntry[] = [
  { key: 'd-dashboard', labelKey: 'nav.companyDashboard', icon: <DashboardOutlined aria-hidden />, desktopPath: '/company/dashboard' },
  { key: 'd-reviews', labelKey: 'nav.reputation', icon: <StarOutlined aria-hidden />, desktopPath: '/company/reviews' },
  { key: 'd-inquiries', labelKey: 'nav.conversations', icon: <MessageOutlined aria-hidden />, desktopPath: '/contact/inquiries' },
  { key: 'd-bookings', labelKey: 'nav.appointments', icon: <CalendarOutlined aria-hidden />, desktopPath: '/register/bookings_by_date' },
  { key: 'd-invoices', labelKey: 'nav.payments', icon: <CreditCardOutlined aria-hidden />, desktopPath: '/invoice/invoices' },
  { key: 'd-giftcards', labelKey: 'nav.giftCards', icon: <GiftOutlined aria-hidden />, desktopPath: '/company/giftcards' },
  {
    key: 'd-settings',
    labelKey: 'nav.settings',
    icon: <SettingOutlined aria-hidden />,
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
    icon: <TeamOutlined aria-hidden />,
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
    icon: <ProjectOutlined aria-hidden />,
    children: [
      { key: 'projectsOverview', labelKey: 'routes:projectsOverview', icon: null, route: 'projectsOverview' },
      { key: 'projectsBrowse', labelKey: 'routes:projectsBrowse', icon: null, route: 'projectsBrowse' },
      { key: 'projectCreate', labelKey: 'routes:projectCreate', icon: null, route: 'projectCreate' },
    ],
  },
  {
    key: 'social',
    labelKey: 'nav.social',
    icon: <ContactsOutlined aria-hidden />,
    children: [
      { key: 'socialProfile', labelKey: 'routes:socialProfile', icon: null, route: 'socialProfile' },
      { key: 'socialFeed', labelKey: 'routes:socialFeed', icon: null, route: 'socialFeed' },
    ],
  },
  { key: 'kanban', labelKey: 'routes:kanban', icon: <AppstoreOutlined aria-hidden />, route: 'kanban' },
  { key: 'chat', labelKey: 'routes:chatIndex', icon: <MessageOutlined aria-hidden />, route: 'chatIndex' },
  {
    key: 'pages',
    labelKey: 'nav.pages',
    icon: <LoginOutlined aria-hidden />,
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
    icon: <FormOutlined aria-hidden />,
    children: [
      { key: 'chartsApex', labelKey: 'nav.charts', icon: null, route: 'chartsApex' },
      { key: 'formsFormik', labelKey: 'routes:formsFormik', icon: null, route: 'formsFormik' },
      { key: 'formsRedux', labelKey: 'routes:formsRedux', icon: null, route: 'formsRedux' },
      { key: 'editorsDraftJs', labelKey: 'routes:editorsDraftJs', icon: null, route: 'editorsDraftJs' },
      { key: 'editorsQuill', labelKey: 'routes:editorsQuill', icon: null, route: 'editorsQuill' },
    ],
  },
];

/** The entries of a list without its sections (what a link of the menu can be). */
export function leafEntries(entries: MenuEntry[]): Exclude<MenuEntry, { children: MenuEntry[] }>[] {
  return entries.flatMap((entry) => ('children' in entry ? leafEntries(entry.children) : [entry]));
}

/** Leaves out the desktop site's pages where no desktop site is configured, and sections left empty. */
export function withoutDesktopSite(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry): MenuEntry[] => {
    if ('desktopPath' in entry) return [];
    if (!('children' in entry)) return [entry];
    const children = withoutDesktopSite(entry.children);
    return children.length ? [{ ...entry, children }] : [];
  });
}
