import { matchPath } from 'react-router-dom';
import { matchRoute, resolveRoute, type RouteContext } from './resolveRoute';
import { buildPath, routeEntries, type Owner, type RouteDef, type RouteId } from './routeTable';

const signedIn: RouteContext = { signedIn: true, demo: false };
const signedOut: RouteContext = { signedIn: false, demo: false };
const demoOn: RouteContext = { signedIn: true, demo: true };

const redirectOf = (path: string, ctx: RouteContext) => {
  const r = resolveRoute(path, ctx);
  return r.kind === 'redirect' ? r.to : `page:${r.id}`;
};
const pageOf = (path: string, ctx: RouteContext) => {
  const r = resolveRoute(path, ctx);
  return r.kind === 'page' ? r.id : `redirect:${r.to}`;
};

describe('resolveRoute: the redirects of the spec', () => {
  it.each([
    ['/', signedOut, '/app'],
    ['/', signedIn, '/app'],
    ['/app', signedIn, '/app/register/select'],
    ['/pay', signedOut, '/404'],
    ['/app/reports', signedIn, '/app/reports/dashboard'],
    ['/app/management', demoOn, '/app/management/customers'],
    ['/app/chat', demoOn, '/app/chat/new'],
    ['/app/mail', demoOn, '/app/mail/all'],
    ['/app/projects', demoOn, '/app/projects/browse'],
    ['/app/social', demoOn, '/app/social/profile'],
    ['/docs', signedOut, '/docs/welcome'],
  ])('sends %s to %s', (path, ctx, to) => {
    expect(redirectOf(path, ctx)).toBe(to);
  });

  it('follows a redirect with a trailing slash like the bare path', () => {
    expect(redirectOf('/app/reports/', signedIn)).toBe('/app/reports/dashboard');
  });

  it.each(routeEntries.filter(([, def]) => def.redirect))('ends the redirect %s on the page it names within two hops', (_id, def) => {
    let r = resolveRoute(def.redirect as string, demoOn);
    if (r.kind === 'redirect') r = resolveRoute(r.to, demoOn);
    expect(r.kind).toBe('page');
    if (r.kind === 'page' && def.redirect !== '/404') expect(r.id).not.toBe('notFound');
  });
});

describe('resolveRoute: guards', () => {
  it.each(['/app', '/app/checkout', '/app/account', '/app/invoices/12', '/app/reports'])('sends a signed-out visitor at %s to /login', (path) => {
    expect(redirectOf(path, signedOut)).toBe('/login');
  });

  it('sends a signed-out visitor at a demo page to /login when demo is on', () => {
    expect(redirectOf('/app/kanban', { signedIn: false, demo: true })).toBe('/login');
  });

  it.each(['/login', '/register'])('sends a signed-in user at %s to /app/account', (path) => {
    expect(redirectOf(path, signedIn)).toBe('/app/account');
  });

  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
  ])('shows %s to a signed-out visitor', (path, id) => {
    expect(pageOf(path, signedOut)).toBe(id);
  });

  it.each([
    ['/login-unprotected', 'loginUnprotected'],
    ['/register-unprotected', 'registerUnprotected'],
  ])('shows %s to signed-in and signed-out visitors alike', (path, id) => {
    expect(pageOf(path, signedIn)).toBe(id);
    expect(pageOf(path, signedOut)).toBe(id);
  });

  it.each(['/book', '/pay/abc', '/home', '/pricing', '/docs/welcome'])('shows the public page %s signed out', (path) => {
    expect(resolveRoute(path, signedOut).kind).toBe('page');
  });
});

describe('resolveRoute: unknown paths', () => {
  it.each(['/nope', '/pay/abc/extra', '/loginx'])('sends the unknown public path %s to /404', (path) => {
    expect(redirectOf(path, signedOut)).toBe('/404');
  });

  it.each(['/app/nope', '/app/checkout/1/2', '/app/reports/unknown'])('sends the unknown /app path %s to /404', (path) => {
    expect(redirectOf(path, signedIn)).toBe('/404');
  });

  it('sends an unknown /app path to /404 even when signed out', () => {
    expect(redirectOf('/app/nope', signedOut)).toBe('/404');
  });

  it.each(['/docs/nope', '/docs/welcome/more'])('sends the unknown docs path %s to /404', (path) => {
    expect(redirectOf(path, signedOut)).toBe('/404');
  });

  it('shows the not-found page at /404 itself', () => {
    expect(pageOf('/404', signedOut)).toBe('notFound');
    expect(pageOf('/404', signedIn)).toBe('notFound');
  });
});

describe('resolveRoute: demo routes', () => {
  const demoPaths = [
    '/app/management',
    '/app/management/customers',
    '/app/kanban',
    '/app/chat',
    '/app/projects/browse',
    '/app/social/feed',
    '/app/extra/charts/apex',
    '/app/extra/editors/quill',
  ];

  it("renders the calendar with the demo flag off: the bookings' real calendar (issue 11)", () => {
    expect(pageOf('/app/calendar', signedIn)).toBe('calendar');
  });

  it('renders mail with the demo flag off, and sends the outbox to its Sent (issue 35 §1)', () => {
    expect(redirectOf('/app/mail', signedIn)).toBe('/app/mail/all');
    expect(pageOf('/app/mail/inbox', signedIn)).toBe('mailSystemLabel');
    expect(pageOf('/app/mail/label/some-label/some-mail', signedIn)).toBe('mailCustomLabel');
    expect(redirectOf('/app/outbox', signedIn)).toBe('/app/mail/sent');
  });

  it.each(demoPaths)('sends %s to /404 when demo is off', (path) => {
    expect(redirectOf(path, signedIn)).toBe('/404');
  });

  it.each([
    ['/app/management/customers', 'customers'],
    ['/app/kanban', 'kanban'],
    ['/app/mail/inbox', 'mailSystemLabel'],
    ['/app/social/feed', 'socialFeed'],
    ['/app/extra/forms/formik', 'formsFormik'],
  ])('renders %s when demo is on', (path, id) => {
    expect(pageOf(path, demoOn)).toBe(id);
  });
});

describe('resolveRoute: specificity', () => {
  it('resolves /app/bookings/new to bookingNew, not booking', () => {
    expect(pageOf('/app/bookings/new', signedIn)).toBe('bookingNew');
  });

  it('resolves /app/bookings/42 to booking with its id', () => {
    const r = resolveRoute('/app/bookings/42', signedIn);
    expect(r).toMatchObject({ kind: 'page', id: 'booking', params: { bookingId: '42' } });
  });

  it.each([
    ['/app/contacts/create', 'contactCreate'],
    ['/app/contacts/reminders-list', 'remindersList'],
    ['/app/contacts/lost-customers', 'lostCustomers'],
    ['/app/contacts/7', 'contact'],
  ])('resolves %s to %s', (path, id) => {
    expect(pageOf(path, signedIn)).toBe(id);
  });

  it('resolves /app/mail/label/x/1 to mailCustomLabel with label and mail id', () => {
    const r = resolveRoute('/app/mail/label/x/1', demoOn);
    expect(r).toMatchObject({ kind: 'page', id: 'mailCustomLabel', params: { customLabel: 'x', mailId: '1' } });
  });

  it('resolves /app/mail/inbox/1 to mailSystemLabel', () => {
    const r = resolveRoute('/app/mail/inbox/1', demoOn);
    expect(r).toMatchObject({ kind: 'page', id: 'mailSystemLabel', params: { systemLabel: 'inbox', mailId: '1' } });
  });

  it('resolves /app/management/products/create to productCreate', () => {
    expect(pageOf('/app/management/products/create', demoOn)).toBe('productCreate');
  });

  it('resolves /app/projects/create to projectCreate, not project', () => {
    expect(pageOf('/app/projects/create', demoOn)).toBe('projectCreate');
  });
});

describe('the route table', () => {
  const owners: Owner[] = ['shell', 'payments', 'bookings', 'contacts', 'collab', 'docs'];

  // one sample value per parameter, so a page's path can be filled and read back
  const sampleParams = (def: RouteDef): Record<string, string> =>
    Object.fromEntries(
      def.path
        .split('/')
        .filter((s) => s.startsWith(':'))
        .map((s) => s.replace(/^:|\?$/g, ''))
        .map((name) => [name, `v-${name}`]),
    );
  const pages = routeEntries.filter(([, def]) => !def.redirect);

  it.each(routeEntries)('gives %s a known owner', (_id, def) => {
    expect(owners).toContain(def.owner);
  });

  it.each(pages)('resolves the page %s to itself with its params', (id, def) => {
    const params = sampleParams(def);
    const ctx = { signedIn: def.access === 'app', demo: true };
    expect(resolveRoute(buildPath(id, params), ctx)).toEqual({ kind: 'page', id, route: def, params });
  });

  it('has every docs page of the spec', () => {
    const spec = [
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
    ];
    for (const p of spec) expect([p, pageOf(`/docs/${p}`, signedOut)]).toEqual([p, `docs.${p}`]);
  });

  it('has every reports page of the spec', () => {
    const spec = [
      'digital_forms',
      'dashboard',
      'open-registers',
      'z-reports',
      'batches',
      'dashboard-alternative',
      'transactions',
      'repeat-frequency',
      'inbound-lead',
    ];
    for (const p of spec) expect([p, pageOf(`/app/reports/${p}`, signedIn)]).toEqual([p, `reports.${p}`]);
  });

  it.each([
    ['/app/checkout', 'checkout'],
    ['/app/checkout/5', 'checkoutInvoice'],
    ['/app/generate-bill/9', 'generateBill'],
    ['/app/payment/5', 'payment'],
    ['/app/invoices', 'invoices'],
    ['/app/invoices/5', 'invoice'],
    ['/app/deposits', 'deposits'],
    ['/app/bookings', 'bookings'],
    ['/app/online_booking', 'onlineBooking'],
    ['/app/transactions', 'transactions'],
    ['/app/receipt/3', 'receipt'],
    ['/app/register/select', 'registerSelect'],
    ['/app/contact/asset_create/1/2', 'assetCreate'],
    ['/app/contact/asset_edit/1/2/3', 'assetEdit'],
  ])('has the signed-in page %s of the spec', (path, id) => {
    expect(pageOf(path, signedIn)).toBe(id as RouteId);
  });
});

describe('buildPath', () => {
  it('fills a path parameter', () => {
    expect(buildPath('contact', { contactId: 7 })).toBe('/app/contacts/7');
  });

  it('fills several parameters in order', () => {
    expect(buildPath('assetEdit', { customerId: 1, assetTypeId: 2, assetId: 3 })).toBe('/app/contact/asset_edit/1/2/3');
  });

  it('encodes parameter values', () => {
    expect(buildPath('chatThread', { threadKey: 'a b/c' })).toBe('/app/chat/a%20b%2Fc');
  });

  it('drops a missing optional parameter', () => {
    expect(buildPath('mailCustomLabel', { customLabel: 'work' })).toBe('/app/mail/label/work');
  });

  it('keeps a given optional parameter', () => {
    expect(buildPath('mailSystemLabel', { systemLabel: 'all', mailId: 'm1' })).toBe('/app/mail/all/m1');
  });

  it('throws when a required parameter is missing', () => {
    expect(() => buildPath('contact')).toThrow('missing contactId');
  });

  it('builds the root path as /', () => {
    expect(buildPath('root')).toBe('/');
  });

  it('builds a path without parameters as written', () => {
    expect(buildPath('bookingNew')).toBe('/app/bookings/new');
  });
});

describe('matchRoute: the shortlist of routes that can match', () => {
  // what matchRoute answered before it kept a shortlist: every route, most specific first
  const everyRoute = (path: string) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const found = routeEntries
      .filter(([, def]) => matchPath({ path: def.path, end: true }, trimmed))
      .sort(([, a], [, b]) =>
        b.path
          .split('/')
          .map((s) => (s.startsWith(':') ? 1 : 2))
          .join('')
          .localeCompare(
            a.path
              .split('/')
              .map((s) => (s.startsWith(':') ? 1 : 2))
              .join(''),
          ),
      );
    return found[0]?.[0];
  };
  const filled = (path: string, value: string) => path.replace(/:(\w+)\??/g, value).replace(/\/\*$/, '/x/y');
  const paths = routeEntries.flatMap(([, def]) => [
    filled(def.path, 'abc123'),
    `${filled(def.path, 'Ab%20c')}/`,
    filled(def.path, 'abc').toUpperCase(),
    `${filled(def.path, 'abc')}/extra`,
    def.path.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, 'x'),
    def.path.split('/').slice(0, -1).join('/') || '/',
  ]);

  it('matches every route’s paths (filled, trailing slash, upper case, longer, shorter) as trying every route does, and again when asked twice', () => {
    const asked = [...new Set([...paths, '/', '/nowhere', '/app/unknown/deep/path', '//', '/pay/'])];
    const differing = asked.flatMap((path) => {
      const expected = everyRoute(path);
      const first = matchRoute(path)?.id;
      const again = matchRoute(path)?.id;
      return first === expected && again === expected ? [] : [{ path, expected, first, again }];
    });
    expect(asked.length).toBeGreaterThan(routeEntries.length * 4);
    expect(differing).toEqual([]);
  });
});
