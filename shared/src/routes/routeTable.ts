// The one route table of the platform (product spec §2). The shell resolves guards, redirects,
// titles and the owning remote from it; each remote renders its own routes from it.

/** Who renders a route: the shell itself or one of the remotes. */
export type Owner = 'shell' | 'payments' | 'bookings' | 'contacts' | 'collab' | 'docs';

/**
 * public: anyone; guest: signed-out only (a signed-in user goes to /app/account);
 * app: signed-in only (a signed-out visitor goes to /login).
 */
export type Access = 'public' | 'guest' | 'app';

export type RouteDef = {
  /** react-router path pattern, absolute */
  path: string;
  owner: Owner;
  access: Access;
  /** shown only when the demo flag is on; otherwise the path answers /404 */
  demo?: boolean;
  /** a redirect target instead of a page */
  redirect?: string;
};

const page = (path: string, owner: Owner, access: Access, demo = false): RouteDef => ({
  path,
  owner,
  access,
  ...(demo ? { demo } : {}),
});
const redirect = (path: string, to: string, access: Access, demo = false): RouteDef => ({
  path,
  owner: 'shell',
  access,
  redirect: to,
  ...(demo ? { demo } : {}),
});

export const docsPages = [
  'welcome',
  'getting-started',
  'environment-variables',
  'deployment',
  'api-calls',
  'analytics',
  'authentication',
  'routing',
  'settings',
  'state-management',
  'theming',
  'support',
  'changelog',
] as const;
export type DocsPage = (typeof docsPages)[number];

export const reportPages = {
  digital_forms: 'contacts',
  dashboard: 'payments',
  'open-registers': 'payments',
  'z-reports': 'payments',
  batches: 'payments',
  'dashboard-alternative': 'payments',
  transactions: 'payments',
  'repeat-frequency': 'contacts',
  'inbound-lead': 'contacts',
} as const satisfies Record<string, Owner>;
export type ReportPage = keyof typeof reportPages;

const docsRoutes = Object.fromEntries(docsPages.map((p) => [`docs.${p}`, page(`/docs/${p}`, 'docs', 'public')])) as Record<`docs.${DocsPage}`, RouteDef>;

const reportRoutes = Object.fromEntries(Object.entries(reportPages).map(([p, owner]) => [`reports.${p}`, page(`/app/reports/${p}`, owner, 'app')])) as Record<
  `reports.${ReportPage}`,
  RouteDef
>;

export const routes = {
  // public (spec §2, public routes)
  root: redirect('/', '/app', 'public'),
  notFound: page('/404', 'shell', 'public'),
  login: page('/login', 'shell', 'guest'),
  register: page('/register', 'shell', 'guest'),
  loginUnprotected: page('/login-unprotected', 'shell', 'public'),
  registerUnprotected: page('/register-unprotected', 'shell', 'public'),
  // beyond spec §2 (issue 33 §10): a person's own login, from a mailed link
  acceptInvitation: page('/accept-invitation', 'shell', 'public'),
  resetPassword: page('/reset-password', 'shell', 'public'),
  book: page('/book', 'bookings', 'public'),
  payIndex: redirect('/pay', '/404', 'public'),
  pay: page('/pay/:paymentLinkId', 'payments', 'public'),
  home: page('/home', 'docs', 'public'),
  pricing: page('/pricing', 'docs', 'public'),

  // docs
  docsIndex: redirect('/docs', '/docs/welcome', 'public'),
  ...docsRoutes,

  // signed-in
  app: redirect('/app', '/app/register/select', 'app'),
  account: page('/app/account', 'shell', 'app'),
  registerSelect: page('/app/register/select', 'payments', 'app'),
  checkout: page('/app/checkout', 'payments', 'app'),
  checkoutInvoice: page('/app/checkout/:invoice', 'payments', 'app'),
  generateBill: page('/app/generate-bill/:booking', 'payments', 'app'),
  payment: page('/app/payment/:invoice', 'payments', 'app'),
  invoices: page('/app/invoices', 'payments', 'app'),
  invoice: page('/app/invoices/:invoiceId', 'payments', 'app'),
  deposits: page('/app/deposits', 'payments', 'app'),
  transactions: page('/app/transactions', 'payments', 'app'),
  receipt: page('/app/receipt/:transactionId', 'payments', 'app'),
  bookings: page('/app/bookings', 'bookings', 'app'),
  bookingNew: page('/app/bookings/new', 'bookings', 'app'),
  booking: page('/app/bookings/:bookingId', 'bookings', 'app'),
  onlineBooking: page('/app/online_booking', 'bookings', 'app'),
  // beyond spec §2 (issue 11): the team the calendar books, and the booking rules of services
  staff: page('/app/staff', 'bookings', 'app'),
  bookableServices: page('/app/services', 'bookings', 'app'),
  // spec §2 lists the calendar with the demo sections; issue 11 makes it the bookings' real calendar
  calendar: page('/app/calendar', 'bookings', 'app'),
  reportsIndex: redirect('/app/reports', '/app/reports/dashboard', 'app'),
  ...reportRoutes,
  contacts: page('/app/contacts', 'contacts', 'app'),
  contactCreate: page('/app/contacts/create', 'contacts', 'app'),
  remindersList: page('/app/contacts/reminders-list', 'contacts', 'app'),
  lostCustomers: page('/app/contacts/lost-customers', 'contacts', 'app'),
  contact: page('/app/contacts/:contactId', 'contacts', 'app'),
  // beyond spec §2 (issue #4): editing, importing and asset types without the demo flag
  contactEdit: page('/app/contacts/:contactId/edit', 'contacts', 'app'),
  contactImport: page('/app/contacts/import', 'contacts', 'app'),
  assetTypes: page('/app/contacts/asset-types', 'contacts', 'app'),
  // issue 34 §9: the intake and consent forms the desk hands to a customer on the signpad
  contactForms: page('/app/contacts/forms', 'contacts', 'app'),
  assetCreate: page('/app/contact/asset_create/:customerId/:assetTypeId', 'contacts', 'app'),
  assetEdit: page('/app/contact/asset_edit/:customerId/:assetTypeId/:assetId', 'contacts', 'app'),
  // beyond spec §2 (issue 10): the catalogue without the demo flag (the demo's products pages show it too)
  catalogue: page('/app/catalogue', 'payments', 'app'),
  catalogueCreate: page('/app/catalogue/create', 'payments', 'app'),
  catalogueEdit: page('/app/catalogue/:itemId/edit', 'payments', 'app'),
  // beyond spec §2 (issue 10): the business's outgoing mail, now Mail's Sent (issue 35 §1: one place)
  outbox: redirect('/app/outbox', '/app/mail/sent', 'app'),
  // spec §2's mail, without the demo flag (issue 35 §1, docs/decisions/0057): every business's mailbox
  mailIndex: redirect('/app/mail', '/app/mail/all', 'app'),
  mailCustomLabel: page('/app/mail/label/:customLabel/:mailId?', 'collab', 'app'),
  mailSystemLabel: page('/app/mail/:systemLabel/:mailId?', 'collab', 'app'),

  // demo-flag sections (template content)
  managementIndex: redirect('/app/management', '/app/management/customers', 'app', true),
  customers: page('/app/management/customers', 'contacts', 'app', true),
  customer: page('/app/management/customers/:customerId', 'contacts', 'app', true),
  customerEdit: page('/app/management/customers/:customerId/edit', 'contacts', 'app', true),
  products: page('/app/management/products', 'payments', 'app', true),
  productCreate: page('/app/management/products/create', 'payments', 'app', true),
  orders: page('/app/management/orders', 'payments', 'app', true),
  order: page('/app/management/orders/:orderId', 'payments', 'app', true),
  managementInvoices: page('/app/management/invoices', 'payments', 'app', true),
  managementAssets: page('/app/management/assets/:assetTypeId/:customerId', 'contacts', 'app', true),
  kanban: page('/app/kanban', 'collab', 'app', true),
  chatIndex: redirect('/app/chat', '/app/chat/new', 'app', true),
  chatThread: page('/app/chat/:threadKey', 'collab', 'app', true),
  projectsIndex: redirect('/app/projects', '/app/projects/browse', 'app', true),
  projectsOverview: page('/app/projects/overview', 'collab', 'app', true),
  projectsBrowse: page('/app/projects/browse', 'collab', 'app', true),
  projectCreate: page('/app/projects/create', 'collab', 'app', true),
  project: page('/app/projects/:id', 'collab', 'app', true),
  socialIndex: redirect('/app/social', '/app/social/profile', 'app', true),
  socialFeed: page('/app/social/feed', 'collab', 'app', true),
  socialProfile: page('/app/social/profile', 'collab', 'app', true),
  chartsApex: page('/app/extra/charts/apex', 'docs', 'app', true),
  formsFormik: page('/app/extra/forms/formik', 'docs', 'app', true),
  formsRedux: page('/app/extra/forms/redux', 'docs', 'app', true),
  editorsDraftJs: page('/app/extra/editors/draft-js', 'docs', 'app', true),
  editorsQuill: page('/app/extra/editors/quill', 'docs', 'app', true),
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof routes;
export type RouteEntry = [RouteId, RouteDef];

export const routeEntries = Object.entries(routes) as RouteEntry[];

/** The routes a remote (or the shell) renders itself: pages only, no redirects. */
export function routesOwnedBy(owner: Owner): RouteEntry[] {
  return routeEntries.filter(([, def]) => def.owner === owner && !def.redirect);
}

/** Fills a path pattern: buildPath('contact', { contactId: '7' }) → /app/contacts/7 */
export function buildPath(id: RouteId, params: Record<string, string | number> = {}): string {
  return (
    routes[id].path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment;
        const optional = segment.endsWith('?');
        const key = segment.slice(1, optional ? -1 : undefined);
        const value = params[key];
        if (value === undefined) {
          if (optional) return null;
          throw new Error(`buildPath(${id}): missing ${key}`);
        }
        return encodeURIComponent(String(value));
      })
      .filter((s): s is string => s !== null)
      .join('/') || '/'
  );
}
