import { sessionStore } from '../session/sessionStore';
import { aUser } from './fixtures';
import { signedInAs } from './signedInAs';

describe('signedInAs', () => {
  describe('called for a block', () => {
    signedInAs({ role: 'staff' });

    it('signs each test in as the user', () => {
      expect(sessionStore.get()).toEqual({ status: 'signedIn', user: aUser({ role: 'staff' }) });
      sessionStore.signIn(aUser({ role: 'admin' }));
    });

    it('signs the next test in as the user again, whoever the last one signed in', () => {
      expect(sessionStore.get().user?.role).toBe('staff');
    });
  });

  it('signs out after each test', () => {
    expect(sessionStore.get()).toEqual({ status: 'signedOut', user: null });
  });
});
