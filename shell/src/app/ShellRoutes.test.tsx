import { askedAppAddress, registerTranslations, runtimeConfig, sessionStore } from '@frontdesk/shared';
import { aUser, currentAddress, json, navigateTo, renderAt, serveApi } from '@frontdesk/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMicroApp, type MicroApp, type RemoteName } from '../features/remotes/remoteLoader';
import { shellTranslations } from '../i18n/shell';
import { ShellRoutes } from './ShellRoutes';

// The federation runtime is the boundary: each test says what a remote's ./app resolves to.
jest.mock('../features/remotes/remoteLoader', () => ({ loadMicroApp: jest.fn(), resetRemote: jest.fn() }));
const loadMicroAppMock = jest.mocked(loadMicroApp);

/** Fake single-spa lifecycles that write a text into the area the shell gives them. */
const fakeRemote = (text: string): MicroApp => ({
  bootstrap: async () => undefined,
  mount: async ({ domElement }) => {
    domElement.textContent = text;
  },
  unmount: async ({ domElement }) => {
    domElement.textContent = '';
  },
});
const unavailable = (remote: RemoteName) => Promise.reject(new Error(`remote "${remote}" could not be loaded`));

const ana = aUser();

const renderShell = (path: string) => renderAt(<ShellRoutes />, path);

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.signOut();
  runtimeConfig.set({});
  loadMicroAppMock.mockReset();
  loadMicroAppMock.mockImplementation((remote) => Promise.resolve(fakeRemote(`${remote} remote mounted`)));
});

describe('ShellRoutes: guards', () => {
  it('sends a signed-out visitor at /app/checkout to the login page', async () => {
    renderShell('/app/checkout');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(currentAddress()).toBe('/login');
  });

  it('opens the address a signed-out visitor asked for once they sign in (issue 34 §8)', async () => {
    serveApi({ 'POST /api/login': json({ csrfmiddlewaretoken: 'tok-1' }), 'GET /api/user_info/': json(ana) });
    renderShell('/app/invoices?status=open');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Email'));
    await user.paste('ana@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentAddress()).toBe('/app/invoices?status=open'));
  });

  it('takes nobody out of the app after signing in, whatever the state says', () => {
    expect(askedAppAddress({ from: 'https://elsewhere.example/app' })).toBeNull();
    expect(askedAppAddress({ from: '/login' })).toBeNull();
    expect(askedAppAddress({ from: '/app/contacts/c1?tab=bookings' })).toBe('/app/contacts/c1?tab=bookings');
    expect(askedAppAddress(null)).toBeNull();
  });

  it('does not load the remote of a page a signed-out visitor may not see', async () => {
    renderShell('/app/checkout');
    await screen.findByLabelText('Email');
    expect(loadMicroAppMock).not.toHaveBeenCalled();
  });

  it('shows the sign-up form at /register to a signed-out visitor', async () => {
    renderShell('/register');
    expect(await screen.findByRole('heading', { name: 'Create your Frontdesk account', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toBeInTheDocument();
    expect(currentAddress()).toBe('/register');
  });

  it('sends a signed-in user at /login to /app/account', async () => {
    sessionStore.signIn(ana, 'tok');
    renderShell('/login');
    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(currentAddress()).toBe('/app/account');
  });

  it('shows /login-unprotected to a signed-in user', async () => {
    sessionStore.signIn(ana, 'tok');
    renderShell('/login-unprotected');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(currentAddress()).toBe('/login-unprotected');
  });

  it('sends an unknown /app path to the not-found page', async () => {
    sessionStore.signIn(ana, 'tok');
    renderShell('/app/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/404');
  });

  it('keeps the query when it redirects', async () => {
    sessionStore.signIn(ana, 'tok');
    renderShell('/app/reports?from=menu');
    await waitFor(() => expect(currentAddress()).toBe('/app/reports/dashboard?from=menu'));
  });
});

describe('ShellRoutes: embedded mode', () => {
  beforeEach(() => sessionStore.signIn(ana, 'tok'));

  it('shows the top bar and the side menu without embedded=true', async () => {
    renderShell('/app/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('hides the top bar and the side menu when embedded=true', async () => {
    renderShell('/app/account?embedded=true');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps them hidden after navigating to a path without the query', async () => {
    renderShell('/app/account?embedded=true');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    act(() => navigateTo('/app/invoices'));
    expect(await screen.findByText('payments remote mounted')).toBeInTheDocument();
    expect(currentAddress()).toBe('/app/invoices');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows them again after embedded=false', async () => {
    renderShell('/app/account?embedded=true');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    act(() => navigateTo('/app/account?embedded=false'));
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });
});

describe('ShellRoutes: test mode', () => {
  beforeEach(() => sessionStore.signIn(ana, 'tok'));

  /** the notice, as a screen reader finds it: a status that says "Test mode:" */
  const testModeNotice = () => screen.queryAllByRole('status').find((status) => within(status).queryByText('Test mode:'));

  it('says "Test mode" on every signed-in page while cards go through the test processor, embedded too', async () => {
    runtimeConfig.set({ testMode: true });
    renderShell('/app/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(testModeNotice()).toHaveTextContent('Cards go through a test processor: any valid-looking card is approved and no money is moved.');
    act(() => navigateTo('/app/invoices'));
    expect(await screen.findByText('payments remote mounted')).toBeInTheDocument();
    expect(testModeNotice()).toBeDefined();
    act(() => navigateTo('/app/account?embedded=true'));
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
    expect(testModeNotice()).toBeDefined();
  });

  it('says nothing of it with a real processor', async () => {
    renderShell('/app/account');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(testModeNotice()).toBeUndefined();
  });
});

describe('ShellRoutes: side menu', () => {
  beforeEach(() => sessionStore.signIn(ana, 'tok'));

  it('hides the Template sections when demo is off', async () => {
    renderShell('/app/account');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByText('Template')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Management')).not.toBeInTheDocument();
  });

  it('shows the Template sections when demo is on', async () => {
    runtimeConfig.set({ demo: true });
    renderShell('/app/account');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Template')).toBeInTheDocument();
    for (const section of ['Management', 'Projects', 'Social', 'Kanban', 'Pages', 'Extra']) {
      expect(within(menu).getByText(section)).toBeInTheDocument();
    }
  });

  it('opens the page of an entry when it is clicked', async () => {
    renderShell('/app/account');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(menu).getByText('Deposits'));
    expect(currentAddress()).toBe('/app/deposits');
  });
});

describe('ShellRoutes: remote areas', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    sessionStore.signIn(ana, 'tok');
    // a remote that fails is logged on purpose
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('mounts the remote that owns the page', async () => {
    renderShell('/app/bookings');
    expect(await screen.findByText('bookings remote mounted')).toBeInTheDocument();
    expect(loadMicroAppMock).toHaveBeenCalledWith('bookings');
  });

  it('shows the error panel with Retry when a remote cannot load', async () => {
    loadMicroAppMock.mockImplementation(unavailable);
    renderShell('/app/checkout');
    expect(await screen.findByText('This part of Frontdesk could not load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('keeps the rest of the shell working when a remote cannot load', async () => {
    loadMicroAppMock.mockImplementation(unavailable);
    renderShell('/app/checkout');
    await screen.findByText('This part of Frontdesk could not load');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('loads the remote again on Retry and mounts it', async () => {
    loadMicroAppMock.mockImplementationOnce(unavailable);
    renderShell('/app/checkout');
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('payments remote mounted')).toBeInTheDocument();
    expect(loadMicroAppMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This part of Frontdesk could not load')).not.toBeInTheDocument();
  });

  it('mounts another remote while one is unavailable', async () => {
    loadMicroAppMock.mockImplementation((remote) => (remote === 'payments' ? unavailable(remote) : Promise.resolve(fakeRemote(`${remote} remote mounted`))));
    renderShell('/app/checkout');
    await screen.findByText('This part of Frontdesk could not load');
    act(() => navigateTo('/app/bookings'));
    expect(await screen.findByText('bookings remote mounted')).toBeInTheDocument();
    expect(screen.queryByText('This part of Frontdesk could not load')).not.toBeInTheDocument();
  });

  it('shows the crash panel when a remote throws while mounting', async () => {
    loadMicroAppMock.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount failed');
      },
      unmount: async () => undefined,
    });
    renderShell('/app/contacts');
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
  });

  it('unmounts a remote when the user leaves its page', async () => {
    const unmount = jest.fn(async () => undefined);
    loadMicroAppMock.mockResolvedValue({ ...fakeRemote('payments remote mounted'), unmount });
    renderShell('/app/checkout');
    await screen.findByText('payments remote mounted');
    act(() => navigateTo('/app/account'));
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    await waitFor(() => expect(unmount).toHaveBeenCalledTimes(1));
  });
});
