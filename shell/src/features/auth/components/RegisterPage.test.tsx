import { registerTranslations, sessionStore, settingsStore, TOKEN_KEY } from '@frontdesk/shared';
import { aUser, currentAddress, fieldProblem, json, renderAt, serveApi, unreachable } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { RegisterPage } from './RegisterPage';

// the spec's refusal shape (api/src/modules/auth/routes.ts): English words, no code
const refused = (status: number, ...messages: string[]) => json({ data: { errors: messages } }, status);
const created = () => ({ 'POST /api/signup': json({ csrfmiddlewaretoken: 'tok-1' }, 201), 'GET /api/user_info/': json(aUser()) });

const ana = { businessName: 'Diaz Salon', firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com', password: 'long enough pass' };

type Field = keyof typeof ana;
const labels: Record<'en' | 'es', Record<Field, string>> = {
  en: { businessName: 'Business name', firstName: 'First name', lastName: 'Last name', email: 'Email', password: 'Password' },
  es: { businessName: 'Nombre del negocio', firstName: 'Nombre', lastName: 'Apellidos', email: 'Correo', password: 'Contraseña' },
};
const submit = { en: 'Create account', es: 'Crear cuenta' };

async function fillIn(values: Partial<typeof ana>, language: 'en' | 'es') {
  const user = userEvent.setup();
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    await user.click(screen.getByLabelText(labels[language][field]));
    await user.paste(value);
  }
  return user;
}

/** Fills in the sign-up and sends it, in the language the settings hold. */
async function signUp(values: Partial<typeof ana> = ana) {
  const language = settingsStore.get().language;
  renderAt(<RegisterPage />, '/register');
  const user = await fillIn(values, language);
  await user.click(screen.getByRole('button', { name: submit[language] }));
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

describe('RegisterPage', () => {
  it('shows a labelled field for each part of the sign-up, and the way to sign in', () => {
    renderAt(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { name: 'Create your Frontdesk account', level: 1 })).toBeInTheDocument();
    for (const label of ['Business name', 'First name', 'Last name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the business name, first name, email and password before sending anything', async () => {
    const api = serveApi();
    renderAt(<RegisterPage />, '/register');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter the name of your business')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(screen.getByText('Choose a password')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses a malformed email and a password shorter than 10 characters without a request', async () => {
    const api = serveApi();
    await signUp({ ...ana, email: 'ana@example', password: 'short' });
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at least 10 characters')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('does not take blank names', async () => {
    const api = serveApi();
    await signUp({ ...ana, businessName: '   ', firstName: '  ' });
    expect(await screen.findByText('Enter the name of your business')).toBeInTheDocument();
    expect(screen.getByText('Enter your first name')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('posts the sign-up as JSON to /api/signup and opens the app', async () => {
    const api = serveApi(created());
    await signUp();
    await waitFor(() => expect(currentAddress()).toBe('/app'));

    const [sent] = api.callsTo('POST /api/signup');
    expect((api.spy.mock.calls[0]?.[0] as Request).headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(sent?.body).toEqual(ana);
    expect(sessionStore.get().status).toBe('signedIn');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('sends an empty last name when none is given', async () => {
    const api = serveApi(created());
    const { lastName: _, ...withoutLastName } = ana;
    await signUp(withoutLastName);
    await waitFor(() => expect(currentAddress()).toBe('/app'));
    expect(api.callsTo('POST /api/signup')[0]?.body).toEqual({ ...ana, lastName: '' });
  });

  it('says the email already has an account (409), and stays', async () => {
    serveApi({ 'POST /api/signup': refused(409, 'An account with this email already exists. Sign in instead.') });
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists. Sign in instead.');
    expect(currentAddress()).toBe('/register');
    expect(sessionStore.get().status).toBe('signedOut');
  });

  it('says the email already has an account in Spanish when the language is Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ 'POST /api/signup': refused(409, 'An account with this email already exists. Sign in instead.') });
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe una cuenta con este correo. Inicia sesión.');
  });

  it("tells a refused sign-up in the user's words, not the server's English (400)", async () => {
    serveApi({ 'POST /api/signup': refused(400, 'Business name is required', 'Enter a valid email address') });
    await signUp();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The request was not accepted. Check what you entered and try again.');
    expect(alert).not.toHaveTextContent('Business name is required');
  });

  it('shows a refused field under that field, in Spanish when the language is Spanish', async () => {
    settingsStore.update({ language: 'es' });
    serveApi({ 'POST /api/signup': fieldProblem({ email: 'taken', businessName: ['too_long', { limit: 200 }] }) });
    await signUp();
    // every refusal is under its field (antd announces each as an alert), none in English
    expect(await screen.findByText('Ya está en uso')).toBeInTheDocument();
    expect(screen.queryByText(/taken|validation_failed/)).not.toBeInTheDocument();
    expect(screen.getByText('Como máximo 200 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the server could not be reached when no answer comes', async () => {
    serveApi({ 'POST /api/signup': unreachable });
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent('Frontdesk could not be reached');
  });
});
