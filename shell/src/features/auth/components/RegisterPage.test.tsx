import { registerTranslations, sessionStore, TOKEN_KEY } from '@frontdesk/shared';
import { aUser } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { currentAddress, renderInShell } from '../../../testing/renderInShell';
import { RegisterPage } from './RegisterPage';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

const ana = { businessName: 'Diaz Salon', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'long enough pass' };

async function fillIn(values: Partial<typeof ana>) {
  const user = userEvent.setup();
  const labels: Record<keyof typeof ana, string> = {
    businessName: 'Business name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
  };
  for (const [field, value] of Object.entries(values) as [keyof typeof ana, string][]) {
    await user.type(screen.getByLabelText(labels[field]), value);
  }
  return user;
}

async function signUp(values: Partial<typeof ana> = ana) {
  renderInShell(<RegisterPage />, '/register');
  const user = await fillIn(values);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
  requests = [];
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => fetchMock.mockRestore());

describe('RegisterPage', () => {
  it('shows a labelled field for each part of the sign-up, and the way to sign in', () => {
    renderInShell(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { name: 'Create your Frontdesk account', level: 1 })).toBeInTheDocument();
    for (const label of ['Business name', 'First name', 'Last name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the business name, first name, email and password before sending anything', async () => {
    renderInShell(<RegisterPage />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the name of your business')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Choose a password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a malformed email and a password shorter than 10 characters without a request', async () => {
    await signUp({ ...ana, email: 'ana@example', password: 'short' });
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not take blank names', async () => {
    await signUp({ ...ana, businessName: '   ', firstName: '  ' });
    expect(await screen.findByText('Enter the name of your business')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the sign-up as JSON to /api/signup and opens the app', async () => {
    serve({
      'POST /api/signup': () => answer({ csrfmiddlewaretoken: 'tok-1' }, 201),
      'GET /api/user_info/': () => answer(aUser({ email: ana.email })),
    });
    await signUp();
    await waitFor(() => expect(currentAddress()).toBe('/app'));

    const sent = requests.find((r) => r.path === '/api/signup')!;
    expect(sent.method).toBe('POST');
    expect(sent.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(sent.body)).toEqual(ana);
    expect(sessionStore.get().status).toBe('signedIn');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('sends an empty last name when none is given', async () => {
    serve({
      'POST /api/signup': () => answer({ csrfmiddlewaretoken: 'tok-1' }, 201),
      'GET /api/user_info/': () => answer(aUser()),
    });
    const { lastName: _, ...withoutLastName } = ana;
    await signUp(withoutLastName);
    await waitFor(() => expect(currentAddress()).toBe('/app'));
    expect(JSON.parse(requests[0]!.body)).toEqual({ ...ana, lastName: '' });
  });

  it("shows the server's message when the email is taken (409)", async () => {
    serve({
      'POST /api/signup': () => answer({ data: { errors: ['An account with this email already exists. Sign in instead.'] } }, 409),
    });
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Sign in instead.');
    expect(currentAddress()).toBe('/register');
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it('shows every message of a refused sign-up (400)', async () => {
    serve({
      'POST /api/signup': () => answer({ data: { errors: ['Business name is required', 'Enter a valid email address'] } }, 400),
    });
    await signUp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Business name is required');
    expect(alert).toHaveTextContent('Enter a valid email address');
  });

  it('says the server could not be reached when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
  });
});
