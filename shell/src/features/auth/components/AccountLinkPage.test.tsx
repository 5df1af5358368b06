import { registerTranslations, sessionStore } from '@frontdesk/shared';
import { currentAddress, json, problem, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { AcceptInvitationPage, ResetPasswordPage } from './AccountLinkPage';

// Issue 33 §10: the pages of the mailed links. The token is in the address's fragment.

const info = { email: 'carla@example.com', firstName: 'Carla', lastName: 'Cruz', businessName: 'Paws' };

beforeAll(() => registerTranslations('shell', shellTranslations));
beforeEach(() => {
  localStorage.clear();
  sessionStore.signOut();
});

describe('AcceptInvitationPage', () => {
  it("reads whose invitation it is, sends the chosen password with the link's token, and leads to the sign-in", async () => {
    const api = serveApi({ 'POST /api/invitations/check': json(info), 'POST /api/invitations/accept': json({ email: info.email }) });
    renderAt(<AcceptInvitationPage />, '/accept-invitation#token=tok-123');
    expect(await screen.findByText(/Paws invites you to sign in as carla@example.com/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/invitations/check')[0]?.body).toEqual({ token: 'tok-123' });
    expect(screen.getByLabelText('First name')).toHaveValue('Carla');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Password', { exact: true }));
    await user.paste('short');
    await user.click(screen.getByRole('button', { name: 'Accept and set password' }));
    // checked here first: nothing is sent
    expect(api.callsTo('POST /api/invitations/accept')).toEqual([]);
    await user.paste('-and-longer');
    await user.click(screen.getByRole('button', { name: 'Accept and set password' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/invitations/accept')[0]?.body).toEqual({
        token: 'tok-123',
        password: 'short-and-longer',
        firstName: 'Carla',
        lastName: 'Cruz',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Sign in as carla@example.com');
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(currentAddress()).toBe('/login');
  });

  it('says a link that ran out or was used, and asks for a new invitation', async () => {
    serveApi({ 'POST /api/invitations/check': problem(410, 'link_expired') });
    renderAt(<AcceptInvitationPage />, '/accept-invitation#token=old');
    expect(await screen.findByText(/This invitation has expired or was already used/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  it('asks for the email without a link, and answers the same whatever the email', async () => {
    const api = serveApi({ 'POST /api/password-reset': json({ status: 'requested' }, 202) });
    renderAt(<ResetPasswordPage />, '/reset-password');
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Email'));
    await user.paste(' someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If this email has a login');
    expect(api.callsTo('POST /api/password-reset')[0]?.body).toEqual({ email: 'someone@example.com' });
  });

  it("sets a new password with the link's token", async () => {
    const api = serveApi({ 'POST /api/password-reset/check': json(info), 'POST /api/password-reset/confirm': json({ email: info.email }) });
    renderAt(<ResetPasswordPage />, '/reset-password#token=reset-1');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Password', { exact: true }));
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.paste('a-new-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(api.callsTo('POST /api/password-reset/confirm')[0]?.body).toEqual({ token: 'reset-1', password: 'a-new-password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set');
  });
});
