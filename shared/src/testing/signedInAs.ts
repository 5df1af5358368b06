import type { UserInfo } from '../types/api';
import { sessionStore } from '../session/sessionStore';
import { aUser } from './fixtures';

/**
 * Each test of the file (or of the `describe` it is called in) runs signed in as `aUser(overrides)`,
 * signed out after. A test that needs someone else signs them in itself; they are signed out after too.
 */
export function signedInAs(overrides: Partial<UserInfo> = {}): void {
  beforeEach(() => sessionStore.signIn(aUser(overrides)));
  afterEach(() => sessionStore.signOut());
}
