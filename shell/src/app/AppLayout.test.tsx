import { buildPath, mediaQueries, registerTranslations, runtimeConfig, sessionStore } from '@frontdesk/shared';
import { aUser, currentAddress, fakeMedia, navigateTo, renderAt } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../i18n/shell';
import { ShellRoutes } from './ShellRoutes';

// The signed-in frame's side menu and its drawer (docs/decisions/0039-a-menu-for-every-page.md). The
// remotes' pages are not the point here: the federation runtime answers with a page that never comes.
jest.mock('../features/remotes/remoteLoader', () => ({ loadMicroApp: jest.fn(() => new Promise(() => undefined)), resetRemote: jest.fn() }));

const renderShell = (path: string) => renderAt(<ShellRoutes />, path);

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  runtimeConfig.set({});
  sessionStore.signIn(aUser(), 'tok');
});

describe('AppLayout: the side menu', () => {
  const desktopSites = { live: 'https://live.example/', stage: 'https://stage.example/', dev: 'https://dev.example/' };
  const sideMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
  /** Opens every closed section of the menu (antd draws a section's entries when it opens). */
  const openSections = async (menu: HTMLElement) => {
    for (let closed = within(menu).queryAllByRole('menuitem', { expanded: false }); closed.length;) {
      await userEvent.click(closed[0]!);
      closed = within(menu).queryAllByRole('menuitem', { expanded: false });
    }
  };
  const linksOf = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');

  it('shows the main entries of the spec in the side menu, in order, with the desktop site configured', async () => {
    runtimeConfig.set({ desktopSites });
    renderShell('/app/account');
    const menu = await sideMenu();
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // the spec's entries keep their order; the calendar, contacts and reports come between them (0039)
    const spec = ['Select Register', 'Checkout', 'Invoices', 'Bookings', 'Transactions', 'Deposits', 'Desktop View'];
    expect(entries.filter((entry) => spec.includes(entry ?? ''))).toEqual(spec);
  });

  it('links Desktop View to the desktop site of this host', async () => {
    runtimeConfig.set({ desktopSites });
    renderShell('/app/account');
    const menu = await sideMenu();
    // jsdom's host is localhost: the dev site
    expect(within(menu).getByRole('link', { name: 'Desktop View' })).toHaveAttribute('href', 'https://dev.example/');
    await openSections(menu);
    expect(within(menu).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', 'https://dev.example/company/staff');
  });

  it('lists no page of the desktop site where none is configured for this host (they were this app’s 404)', async () => {
    runtimeConfig.set({ desktopSites: { ...desktopSites, dev: '' } });
    renderShell('/app/account');
    const menu = await sideMenu();
    await openSections(menu);
    expect(within(menu).queryByText('Desktop View')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Desktop site')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Staff')).not.toBeInTheDocument();
    expect(linksOf(menu).filter((href) => !href.startsWith('/app/'))).toEqual([]);
  });

  it('makes every entry a link (a new tab, a copied address), the demo flag off', async () => {
    renderShell('/app/account');
    const menu = await sideMenu();
    await openSections(menu);
    // the route table's pages are all there (features/layout/menu.test.tsx checks the model)
    expect(linksOf(menu)).toEqual(expect.arrayContaining([buildPath('reports.z-reports'), buildPath('contacts'), buildPath('calendar')]));
    for (const item of within(menu).getAllByRole('menuitem')) {
      if (item.getAttribute('aria-expanded') === null) expect(within(item).getByRole('link')).toBeInTheDocument();
    }
  });

  it('opens the section of the page shown and marks its entry', async () => {
    renderShell('/app/reports/z-reports');
    const menu = await sideMenu();
    const entry = within(menu).getByRole('menuitem', { name: 'Z reports' });
    expect(entry).toHaveClass('ant-menu-item-selected');
    expect(within(menu).getByRole('menuitem', { name: 'Reports', expanded: true })).toBeInTheDocument();
  });
});

describe('AppLayout: tablet and phone', () => {
  let media: ReturnType<typeof fakeMedia>;
  beforeEach(() => {
    media = fakeMedia({ [mediaQueries.compact]: true });
  });
  afterEach(() => media.restore());
  const menuButton = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Menu' });

  it('keeps the side menu closed until the top bar’s menu button opens it, over the page', async () => {
    renderShell('/app/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the drawer when an entry is chosen, and opens its page', async () => {
    renderShell('/app/account');
    await userEvent.click(menuButton());
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Deposits' }));
    expect(currentAddress()).toBe('/app/deposits');
    // closed (jsdom draws no styles: the drawer's hiding is the end-to-end test's, tests/menu.spec.ts)
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes the drawer on Escape and gives the focus back to the menu button', async () => {
    renderShell('/app/account');
    await userEvent.click(menuButton());
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    // closed (jsdom draws no styles: the drawer's hiding is the end-to-end test's, tests/menu.spec.ts)
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(menuButton()).toHaveFocus());
  });

  it('shows the top bar’s links as icons named by their text, and leaves checkout and the register to the menu on a phone', async () => {
    renderShell('/app/account');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'New appointment' })).toHaveAttribute('href', '/app/bookings/new');
    expect(within(bar).getByRole('link', { name: 'New appointment' })).not.toHaveTextContent('New appointment');
    expect(within(bar).getByRole('link', { name: 'Checkout' })).toBeInTheDocument();

    act(() => media.set(mediaQueries.narrow, true));
    expect(within(bar).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'New contact' })).toHaveAttribute('href', '/app/contacts/create');
    expect(within(bar).getByRole('button', { name: /account menu/ })).toBeInTheDocument();
  });
});

describe('AppLayout: through a redirect', () => {
  it('keeps the frame, and an open account menu, mounted through a redirect into the app (as after signing in)', async () => {
    renderShell('/app/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    const bar = screen.getByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: /account menu/ }));
    expect(await screen.findByRole('menuitem', { name: /Log out/ })).toBeInTheDocument();

    // /app redirects to /app/register/select: the frame was unmounted for the redirect, the open
    // menu with it, and a click on its Log out went nowhere
    act(() => navigateTo('/app'));
    await waitFor(() => expect(currentAddress()).toBe('/app/register/select'));
    expect(screen.getByRole('banner')).toBe(bar);
    expect(screen.getByRole('menuitem', { name: /Log out/ })).toBeVisible();
  });
});
