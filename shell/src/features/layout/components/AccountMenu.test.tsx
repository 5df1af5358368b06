import { registerTranslations, sessionStore, settingsStore } from '@frontdesk/shared';
import { aUser, currentAddress, noContent, renderAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellTranslations } from '../../../i18n/shell';
import { AccountMenu } from './AccountMenu';

// Issue 33 §10: on a shared till, "Switch user" ends this person's session and opens the sign-in;
// the register chosen (an app setting of the browser) stays.

beforeAll(() => registerTranslations('shell', shellTranslations));
beforeEach(() => {
  localStorage.clear();
  sessionStore.signIn(aUser({ firstName: 'Dana', lastName: 'Demo' }), 'token-1');
});
afterEach(() => sessionStore.signOut());

it('signs out and opens the sign-in, keeping the register chosen', async () => {
  settingsStore.update({ register: 'Back Counter' });
  const api = serveApi({ 'POST /api/logout': noContent() });
  renderAt(<AccountMenu />, '/app/checkout');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Dana Demo, account menu' }));
  await user.click(await screen.findByRole('menuitem', { name: /Switch user/ }));
  await waitFor(() => expect(currentAddress()).toBe('/login'));
  expect(api.callsTo('POST /api/logout')).toHaveLength(1);
  expect(sessionStore.get().status).toBe('signedOut');
  expect(settingsStore.get().register).toBe('Back Counter');
});
