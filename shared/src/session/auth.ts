import { api } from '../api/client';
import type { LoginBody, LoginSuccess, SignupBody, TokenLoginSuccess, UserInfo } from '../api/types';
import { i18n } from '../i18n/i18n';
import { sessionStore, storedToken } from './sessionStore';

/** Loads the user of the session just opened with this token, and signs in. */
async function signInWith(res: LoginSuccess): Promise<UserInfo> {
  // spec §5: a login without a CSRF token in the answer is a failed login
  if (!res.csrfmiddlewaretoken) throw new Error(i18n.t('common:session.loginFailed'));
  const user = await api
    .get('api/user_info/', { headers: { 'X-CSRFToken': res.csrfmiddlewaretoken } })
    .json<UserInfo>();
  sessionStore.signIn(user, res.csrfmiddlewaretoken);
  return user;
}

/** POST /api/login, then loads the user (spec §4: request → success or failure). */
export async function login(body: LoginBody): Promise<UserInfo> {
  return signInWith(await api.post('api/login', { json: body }).json<LoginSuccess>());
}

/** POST /api/signup (the /register page): a new business and its admin, signed in. */
export async function signup(body: SignupBody): Promise<UserInfo> {
  return signInWith(await api.post('api/signup', { json: body }).json<LoginSuccess>());
}

/**
 * On start: a stored token loads the user; success signs in, failure logs out (spec §4).
 * A user without an email is not a session (spec §5): "Logged out.".
 */
export async function restoreSession(): Promise<void> {
  const token = storedToken();
  if (!token) {
    sessionStore.signOut();
    return;
  }
  sessionStore.checking();
  try {
    // the login-with-token call: the stored token must be the session cookie's own
    const { user } = await api
      .post('api/login/token', { json: { token }, headers: { 'X-CSRFToken': token } })
      .json<TokenLoginSuccess>();
    if (!user.email) {
      sessionStore.signOut(i18n.t('common:session.loggedOut'));
      return;
    }
    sessionStore.signIn(user);
  } catch {
    sessionStore.signOut(i18n.t('common:session.loggedOut'));
  }
}

/** Ends the session on the server, then here. Throws when the server could not be reached. */
export async function logout(): Promise<void> {
  await api.post('api/logout');
  sessionStore.signOut();
}
