import { registerTranslations, sessionStore, storedToken } from '@frontdesk/shared';
import { aUser } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellRoutes } from '../../../app/ShellRoutes';
import { shellTranslations } from '../../../i18n/shell';
import { currentAddress, renderInShell } from '../../../testing/renderInShell';
import { loadMicroApp } from '../../remotes/remoteLoader';

// The federation runtime is the boundary for remotes; the api is mocked at fetch.
jest.mock('../../remotes/remoteLoader', () => ({ loadMicroApp: jest.fn(), resetRemote: jest.fn() }));
const loadMicroAppMock = jest.mocked(loadMicroApp);

const answer = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
const problem = (status: number, title: string, detail: string) =>
  answer({ type: 'about:blank', title, status, detail }, status, 'application/problem+json');

let fetchMock: jest.SpiedFunction<typeof fetch>;
/** What each request carried, read as it was sent. */
type Sent = { method: string; path: string; contentType: string | null; body: string };
let requests: Sent[];
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    requests.push({ method: request.method, path, contentType: request.headers.get('Content-Type'), body: await request.clone().text() });
    return routes[`${request.method} ${path}`]?.() ?? answer({}, 404);
  });
}

const renderShell = (path: string) => renderInShell(<ShellRoutes />, path);
const exitForm = () => screen.getByRole('form', { name: 'Staff: leave signpad mode' });

async function leaveWith(password: string) {
  const user = userEvent.setup();
  await user.type(within(exitForm()).getByLabelText('Password'), password);
  await user.click(within(exitForm()).getByRole('button', { name: 'Leave signpad mode' }));
}

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
  requests = [];
  fetchMock = jest.spyOn(globalThis, 'fetch');
  serve({});
  loadMicroAppMock.mockReset();
  loadMicroAppMock.mockImplementation(() => new Promise(() => undefined));
});

afterEach(() => fetchMock.mockRestore());

describe('signpad mode', () => {
  it('shows the signpad panel instead of the app to a user in signpad mode', async () => {
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    expect(await screen.findByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/handed to a customer to sign forms/)).toBeInTheDocument();
    expect(screen.getByText(/Signing forms arrives with the forms feature/)).toBeInTheDocument();
    expect(within(exitForm()).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it("does not load a remote's page in signpad mode", async () => {
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/checkout');
    await screen.findByRole('heading', { name: 'Signpad mode', level: 1 });
    expect(loadMicroAppMock).not.toHaveBeenCalled();
  });

  it('returns to the app, where it was, with the right password', async () => {
    serve({ 'POST /profile/exit_signpad': () => answer({ mode: 'staff' }) });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await leaveWith('correct horse');

    expect(await screen.findByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signpad mode' })).not.toBeInTheDocument();
    expect(currentAddress()).toBe('/app/account');
    expect(sessionStore.get().user?.mode).toBe('staff');
    expect(storedToken()).toBe('tok');

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/profile/exit_signpad' });
    expect(JSON.parse(requests[0]!.body)).toEqual({ password: 'correct horse' });
  });

  it('stays in signpad mode and says so on a wrong password', async () => {
    serve({ 'POST /profile/exit_signpad': () => problem(403, 'Forbidden', 'Please check your email and password') });
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await leaveWith('guess');

    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right. Try again.');
    expect(screen.getByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(within(exitForm()).getByLabelText('Password')).toHaveValue('');
    expect(sessionStore.get().user?.mode).toBe('signpad');
  });

  it('asks for the password before sending anything', async () => {
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    await userEvent.click(within(exitForm()).getByRole('button', { name: 'Leave signpad mode' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the server could not be reached when the request fails', async () => {
    sessionStore.signIn(aUser({ mode: 'signpad' }), 'tok');
    renderShell('/app/account');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await leaveWith('correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
    expect(sessionStore.get().user?.mode).toBe('signpad');
  });

  it('switches to signpad mode from the account menu', async () => {
    serve({ 'POST /profile/switch_to_signpad': () => answer({ mode: 'signpad' }) });
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    renderShell('/app/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Switch to signpad/ }));

    expect(await screen.findByRole('heading', { name: 'Signpad mode', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(sessionStore.get().user?.mode).toBe('signpad');
    expect(storedToken()).toBe('tok');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /profile/switch_to_signpad']);
  });

  it('keeps the app when the switch is refused', async () => {
    serve({ 'POST /profile/switch_to_signpad': () => problem(403, 'Forbidden', 'This account cannot switch to signpad mode') });
    sessionStore.signIn(aUser({ can_switch_to_signpad: true }), 'tok');
    renderShell('/app/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Switch to signpad/ }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Account', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signpad mode' })).not.toBeInTheDocument();
    expect(sessionStore.get().user?.mode).toBe('staff');
  });
});
