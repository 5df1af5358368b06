import { bus, queryClient, registerTranslations, sessionStore, storedToken } from '@frontdesk/shared';
import { aUser, currentAddress, json, problem, renderAt, serveApi, unreachable } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellRoutes } from './ShellRoutes';
import { shellTranslations } from '../i18n/shell';
import { loadMicroApp } from '../features/remotes/remoteLoader';

// Signpad mode through the shell's routes: its panel instead of the app, entered from the account
// menu. The federation runtime is the boundary for remotes; the api is answered at fetch (serveApi).
jest.mock('../features/remotes/remoteLoader', () => ({ loadMicroApp: jest.fn(), resetRemote: jest.fn() }));
const loadMicroAppMock = jest.mocked(loadMicroApp);

/** the screen was handed over without a form (the account menu's switch) */
const noForm = { 'GET /api/signpad/form': json({ form: null }) };
const renderShell = (path: string) => renderAt(<ShellRoutes />, path);
const exitForm = () => screen.getByRole('form', { name: 'Staff: leave signpad mode' });

async function leaveWith(password: string) {
  const user = userEvent.setup();
  await user.click(within(exitForm()).getByLabelText('Password'));
  await user.paste(password);
  await user.click(within(exitForm()).getByRole('button', { name: 'Leave signpad mode' }));
}

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
  loadMicroAppMock.mockReset();
  loadMicroAppMock.mockImplementation(() => new Promise(() => undefined));
});

afterEach(() => jest.restoreAllMocks());

describe('signpad mode', () => {
  it('shows the signpad panel instead of the app to a user in signpad mode', async () => {
    serveApi(noForm);
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    expect(await screen.findByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/handed to a customer to sign forms/)).toBeInTheDocument();
    expect(screen.getByText(/No form is waiting to be signed on this screen/)).toBeInTheDocument();
    expect(within(exitForm()).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("does not load a remote's page in signpad mode", async () => {
    serveApi(noForm);
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/checkout');
    await screen.findByRole('heading', { name: 'Signpad mode', level: 1 });
    expect(loadMicroAppMock).not.toHaveBeenCalled();
  });

  it('returns to the app, where it was, with the right password', async () => {
    const api = serveApi({ ...noForm, 'POST /profile/exit_signpad': json({ mode: 'staff' }) });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await leaveWith('correct horse');

    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signpad mode' })).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/app/account');
    expect(sessionStore.get().user?.mode).toBe('staff');
    expect(storedToken()).toBe('tok');

    expect(api.callsTo('POST /profile/exit_signpad').map((call) => call.body)).toEqual([{ password: 'correct horse' }]);
  });

  it('reads again what the desk had read before the customer held the screen', async () => {
    let forms = 0;
    serveApi({
      ...noForm,
      'GET /api/form-templates': () => json({ items: [], n: ++forms }),
      'POST /profile/exit_signpad': json({ mode: 'staff' }),
    });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    const cache = queryClient;
    await cache.fetchQuery({ queryKey: ['form-templates'], queryFn: () => fetch('/api/form-templates').then((res) => res.json()) });
    renderShell('/app/account');
    await leaveWith('correct horse');
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(cache.getQueryState(['form-templates'])?.isInvalidated).toBe(true);
  });

  it('stays in signpad mode and says so on a wrong password', async () => {
    serveApi({ ...noForm, 'POST /profile/exit_signpad': problem(403, 'forbidden') });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await leaveWith('guess');

    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right. Try again.');
    expect(screen.getByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(within(exitForm()).getByLabelText('Password')).toHaveValue('');
    expect(sessionStore.get().user?.mode).toBe('signpad');
  });

  it('says why when the fifth wrong password ends the session, and signs out', async () => {
    serveApi({ ...noForm, 'POST /profile/exit_signpad': problem(401, 'session_expired') });
    const reasons: (string | undefined)[] = [];
    const sub = bus.on('signedOut').subscribe(({ reason }) => reasons.push(reason));
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    expect(screen.getByText('After five wrong passwords this screen signs out.')).toBeInTheDocument();
    await leaveWith('guess');

    expect(await screen.findByRole('heading', { name: 'Sign in to Frontdesk' })).toBeInTheDocument();
    expect(sessionStore.get().status).toBe('signedOut');
    expect(storedToken()).toBeNull();
    expect(reasons).toContain('Too many wrong passwords: signpad mode was signed out. Sign in again.');
    sub.unsubscribe();
  });

  it('asks for the password before sending anything', async () => {
    const api = serveApi(noForm);
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await userEvent.click(within(exitForm()).getByRole('button', { name: 'Leave signpad mode' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(api.callsTo('POST /profile/exit_signpad')).toEqual([]);
  });

  it('says the server could not be reached when the request fails', async () => {
    serveApi({ ...noForm, 'POST /profile/exit_signpad': unreachable });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await leaveWith('correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
    expect(sessionStore.get().user?.mode).toBe('signpad');
  });

  it('switches to signpad mode from the account menu', async () => {
    const api = serveApi({ ...noForm, 'POST /profile/switch_to_signpad': json({ mode: 'signpad' }) });
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    renderShell('/app/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: /Switch to signpad/ }));

    expect(await screen.findByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(sessionStore.get().user?.mode).toBe('signpad');
    expect(storedToken()).toBe('tok');
    expect(api.callsTo('POST /profile/switch_to_signpad')).toHaveLength(1);
  });

  it('keeps the app when the switch is refused', async () => {
    const api = serveApi({ ...noForm, 'POST /profile/switch_to_signpad': problem(403, 'forbidden') });
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    renderShell('/app/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: /Switch to signpad/ }));

    await waitFor(() => expect(api.callsTo('POST /profile/switch_to_signpad')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signpad mode' })).not.toBeInTheDocument();
    expect(sessionStore.get().user?.mode).toBe('staff');
  });
});
