import { publicRoute } from './publicRoute';

describe('publicRoute: a package’s public site resolves an address as the app would', () => {
  it('renders the package’s own public pages', () => {
    expect(publicRoute('shell', '/login', false)).toEqual({ kind: 'page', id: 'login' });
    expect(publicRoute('payments', '/pay/abc123?x=1', false)).toEqual({ kind: 'page', id: 'pay' });
    expect(publicRoute('docs', '/docs/theming', true)).toEqual({ kind: 'page', id: 'docs.theming' });
  });

  it('sends a signed-in visitor on from a signed-out-only page to the app, through the server', () => {
    expect(publicRoute('shell', '/login?next=1', true)).toEqual({ kind: 'load', to: '/app/account?next=1' });
    // the unprotected twin has no guard
    expect(publicRoute('shell', '/login-unprotected', true)).toEqual({ kind: 'page', id: 'loginUnprotected' });
  });

  it('loads the signed-in app and other packages’ pages from the server', () => {
    expect(publicRoute('shell', '/app', true)).toEqual({ kind: 'load', to: '/app/register/select' });
    // signed out, the app's guard sends the visitor to the sign-in page: the shell's own
    expect(publicRoute('shell', '/app/checkout', false)).toEqual({ kind: 'navigate', to: '/login' });
    expect(publicRoute('payments', '/app/checkout', false)).toEqual({ kind: 'load', to: '/login' });
    expect(publicRoute('shell', '/book#top', false)).toEqual({ kind: 'load', to: '/book#top' });
  });

  it('follows the route table’s redirects in the page when it owns the target', () => {
    expect(publicRoute('docs', '/docs', false)).toEqual({ kind: 'navigate', to: '/docs/welcome' });
    expect(publicRoute('shell', '/pay', false)).toEqual({ kind: 'navigate', to: '/404' });
    expect(publicRoute('payments', '/pay', false)).toEqual({ kind: 'load', to: '/404' });
  });

  it('answers an unknown address with the not-found page', () => {
    expect(publicRoute('shell', '/no-such-page', false)).toEqual({ kind: 'navigate', to: '/404' });
    expect(publicRoute('shell', '/404', false)).toEqual({ kind: 'page', id: 'notFound' });
    expect(publicRoute('bookings', '/no-such-page', false)).toEqual({ kind: 'load', to: '/404' });
  });
});
