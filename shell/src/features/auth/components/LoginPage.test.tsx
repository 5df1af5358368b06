import { registerTranslations, sessionStore, TOKEN_KEY, type UserInfo } from '@frontdesk/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { currentAddress, renderInShell } from '../../../testing/renderInShell';
import { LoginPage } from './LoginPage';

const ana = {
  id: 'u1',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Diaz',
  settings: { asset_types: {}, register: '' },
} as unknown as UserInfo;

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.SpiedFunction<typeof fetch>;
function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const request = input as Request;
    return routes[`${request.method} ${new URL(request.url).pathname}`]?.() ?? answer({}, 404);
  });
}

async function signIn(email = 'ana@example.com', password = 'secret') {
  renderInShell(<LoginPage />, '/login');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => fetchMock.mockRestore());

describe('LoginPage', () => {
  it("shows the server's data.errors message on a 400", async () => {
    serve({ 'POST /api/login': () => answer({ data: { errors: ['Please check your email and password'] } }, 400) });
    await signIn('ana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email and password');
  });

  it('shows every message when the server sends several', async () => {
    serve({ 'POST /api/login': () => answer({ data: { errors: ['Account locked', 'Contact your admin'] } }, 400) });
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account locked');
    expect(alert).toHaveTextContent('Contact your admin');
  });

  it('says the server could not be reached when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
  });

  it('signs in and opens the app on success', async () => {
    serve({
      'POST /api/login': () => answer({ csrfmiddlewaretoken: 'tok-1' }),
      'GET /api/user_info/': () => answer(ana),
    });
    await signIn();
    await waitFor(() => expect(currentAddress()).toBe('/app'));
    expect(sessionStore.get().status).toBe('signedIn');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('asks for the email and password before sending anything', async () => {
    renderInShell(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
