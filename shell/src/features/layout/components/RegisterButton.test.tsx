import { registerTranslations, sessionStore, settingsStore, type RegisterList } from '@frontdesk/shared';
import { aUser, json, never, problem, renderAt, serveApi, signedInAs } from '@frontdesk/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { shellTranslations } from '../../../i18n/shell';
import { RegisterButton } from './RegisterButton';

const registers: RegisterList = {
  currency: 'USD',
  items: [
    { id: 'r1', name: 'Back Counter', state: 'closed', session: null, lastClosedAt: null },
    { id: 'r2', name: 'Front Desk', state: 'closed', session: null, lastClosedAt: null },
  ],
};

beforeAll(() => registerTranslations('shell', shellTranslations));
beforeEach(() => {
  localStorage.clear();
  settingsStore.reload();
});
afterEach(() => jest.restoreAllMocks());
signedInAs({ settings: { asset_types: {}, register: 'Front Desk' } });

describe('RegisterButton', () => {
  it('shows the name of the register whose id the app setting holds', async () => {
    serveApi({ 'GET /api/registers': json(registers) });
    settingsStore.update({ register: 'r1' });
    renderAt(<RegisterButton />);
    expect(await screen.findByRole('link', { name: 'Register: Back Counter' })).toHaveAttribute('href', '/app/register/select');
  });

  it('shows the account’s register while the list loads, and without a selection asks nothing', async () => {
    const api = serveApi({ 'GET /api/registers': never });
    renderAt(<RegisterButton />);
    expect(screen.getByRole('link', { name: 'Register: Front Desk' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a register when the id is not one of the business’s, as the checkout does', async () => {
    const api = serveApi({ 'GET /api/registers': json(registers) });
    settingsStore.update({ register: 'gone' });
    renderAt(<RegisterButton />);
    expect(await screen.findByRole('link', { name: 'Select register' })).toHaveAttribute('href', '/app/register/select');
    expect(api.callsTo('GET /api/registers')).toHaveLength(1);
  });

  it('falls back to the account’s register when the list cannot be read', async () => {
    const api = serveApi({ 'GET /api/registers': problem(500, 'internal') });
    settingsStore.update({ register: 'r1' });
    renderAt(<RegisterButton />);
    await waitFor(() => expect(api.callsTo('GET /api/registers')).toHaveLength(1));
    // the failed answer is in: the account's register stays
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
    expect(screen.getByRole('link', { name: 'Register: Front Desk' })).toBeInTheDocument();
  });

  it('says Select register when there is none', () => {
    sessionStore.signIn(aUser({ settings: { asset_types: {}, register: '' } }));
    renderAt(<RegisterButton />);
    expect(screen.getByRole('link', { name: 'Select register' })).toBeInTheDocument();
  });
});
