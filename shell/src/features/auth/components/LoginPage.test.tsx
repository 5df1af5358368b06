import { registerTranslations, sessionStore, settingsStore, TOKEN_KEY } from '@frontdesk/shared';
import { aUser, currentAddress, json, problem, renderAt, serveApi, unreachable } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { LoginPage } from './LoginPage';

// the spec's sign-in refusal (api/src/modules/auth/routes.ts): English words, no code
const refused = (status: number, message: string) => json({ data: { errors: [message] } }, status);

const words = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  es: { email: 'Correo', password: 'Contraseña', submit: 'Iniciar sesión' },
};

/** Fills in the sign-in and sends it, in the language the settings hold. */
async function signIn(email = 'ana@example.com', password = 'secret') {
  const label = words[settingsStore.get().language];
  renderAt(<LoginPage />, '/login');
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(label.email));
  await user.paste(email);
  await user.click(screen.getByLabelText(label.password));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: label.submit }));
}

beforeAll(() => registerTranslations('shell', shellTranslations));

beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});

afterEach(() => {
  settingsStore.update({ language: 'en' });
  jest.restoreAllMocks();
});

describe('LoginPage', () => {
  it('asks to check the email and password when the sign-in is refused (400)', async () => {
    serveApi({ 'POST /api/login': refused(400, 'Please check your email and password') });
    await signIn('ana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email and password');
    expect(currentAddress()).toBe('/login');
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it("tells a refusal in the user's language, not the server's English", async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ 'POST /api/login': refused(400, 'Please check your email and password') });
    await signIn('ana@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa tu correo y tu contraseña');
  });

  it('asks to check the email and password when the answer opens no session', async () => {
    serveApi({ 'POST /api/login': json({}) });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check your email and password');
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it('says there were too many attempts on a 429', async () => {
    serveApi({ 'POST /api/login': refused(429, 'Too many sign-in attempts. Try again in a few minutes.') });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Wait a moment and try again.');
  });

  it('says the account is locked when the 429 says so', async () => {
    serveApi({ 'POST /api/login': problem(429, 'account_locked') });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('this account is locked for a few minutes');
  });

  it('says the server could not be reached when no answer comes', async () => {
    serveApi({ 'POST /api/login': unreachable });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
  });

  it('signs in and opens the app on success', async () => {
    serveApi({ 'POST /api/login': json({ csrfmiddlewaretoken: 'tok-1' }), 'GET /api/user_info/': json(aUser()) });
    await signIn();
    await waitFor(() => expect(currentAddress()).toBe('/app'));
    expect(sessionStore.get().status).toBe('signedIn');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('asks for the email and password before sending anything', async () => {
    const api = serveApi();
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
