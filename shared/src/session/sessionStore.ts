import { BehaviorSubject, type Observable } from 'rxjs';
import type { SignpadState, UserInfo } from '../types/api';
import { bus } from '../bus/bus';
import { browserStorage } from '../settings/browserStorage';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';
export type Session = { status: SessionStatus; user: UserInfo | null };

/** Where the CSRF/access token of the signed-in session is kept (spec §9). */
export const TOKEN_KEY = 'frontdesk.accessToken';

export function storedToken(): string | null {
  try {
    return browserStorage('local')?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

function saveToken(token: string | null): void {
  try {
    if (token) browserStorage('local')?.setItem(TOKEN_KEY, token);
    else browserStorage('local')?.removeItem(TOKEN_KEY);
  } catch {
    // blocked storage: the session lives for this page only
  }
}

const session$ = new BehaviorSubject<Session>({
  status: storedToken() ? 'checking' : 'signedOut',
  user: null,
});

export const sessionStore = {
  get(): Session {
    return session$.value;
  },
  changes(): Observable<Session> {
    return session$.asObservable();
  },
  /** A token is known and the user is being loaded with it. */
  checking(): void {
    session$.next({ status: 'checking', user: null });
  },
  signIn(user: UserInfo, token?: string): void {
    if (token) saveToken(token);
    session$.next({ status: 'signedIn', user });
    bus.emit({ type: 'signedIn' });
  },
  /**
   * Records the session's new mode on the signed-in user (the stored token is kept): signpad mode
   * entered from the account menu or by handing a form to a customer, left with the staff password.
   */
  setMode({ mode }: SignpadState): void {
    const { status, user } = session$.value;
    if (status === 'signedIn' && user) sessionStore.signIn({ ...user, mode });
  },
  /**
   * Clears the session and tells every root (spec §4: logout). A reason is always reported, even
   * when a 401 already cleared the session (a stored token refused on restore: "Logged out.").
   */
  signOut(reason?: string): void {
    const wasSignedOut = session$.value.status === 'signedOut' && storedToken() === null;
    saveToken(null);
    session$.next({ status: 'signedOut', user: null });
    if (!wasSignedOut || reason) bus.emit({ type: 'signedOut', ...(reason ? { reason } : {}) });
  },
};
