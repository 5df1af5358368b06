import { registerTranslations, sessionStore } from '@frontdesk/shared';
import { aUser, json, noContent, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { AccountPage } from './AccountPage';

// Issue 33 §10: the profile, read-only before, is edited by its person.

beforeAll(() => registerTranslations('shell', shellTranslations));
afterEach(() => sessionStore.signOut());

it('edits the profile: the change is sent and the page shows the user as the API now has them', async () => {
  const before = aUser({ firstName: 'Ana', lastName: 'Diaz', phone: '5551234567', bio: '' });
  sessionStore.signIn(before, 'token-1');
  const after = { ...before, firstName: 'Anabel', bio: 'Weekends' };
  const api = serveApi({ 'PATCH /api/profile': noContent(), 'GET /api/user_info': json(after) });
  renderAt(<AccountPage />, '/app/account');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = await screen.findByRole('dialog');
  const first = within(dialog).getByLabelText('First name');
  await user.clear(first);
  await user.paste('Anabel');
  await user.click(within(dialog).getByLabelText('About you'));
  await user.paste('Weekends');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(api.callsTo('PATCH /api/profile')[0]?.body).toEqual({ firstName: 'Anabel', lastName: 'Diaz', phone: '5551234567', bio: 'Weekends' }),
  );
  expect(await screen.findByText('Anabel Diaz')).toBeInTheDocument();
  expect(screen.getByText('Weekends')).toBeInTheDocument();
  expect(sessionStore.get().user?.firstName).toBe('Anabel');
});

it('refuses a blank first name before sending', async () => {
  sessionStore.signIn(aUser(), 'token-1');
  const api = serveApi({});
  renderAt(<AccountPage />, '/app/account');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  const dialog = await screen.findByRole('dialog');
  await user.clear(within(dialog).getByLabelText('First name'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter your first name')).toBeInTheDocument();
  expect(api.calls).toEqual([]);
});
