import { api } from '../api/client';
import type { LoginBody, LoginSuccess, UserInfo } from '../api/types';
import { i18n } from '../i18n/i18n';
import { sessionStore, storedToken } from './sessionStore';

/** POST /api/login, then loads the user (spec §4: request → success or failure). */
export async function login(body: LoginBody): Promise<UserInfo> {
  const res = await api.post('api/login', { json: body }).json<LoginSuccess>();
  // spec §5: a login without a CSRF token in the answer is a failed login
  if (!res.csrfmiddlewaretoken) throw new Error(i18n.t('common:session.loginFailed'));
  const user = await api
    .get('api/user_info/', { headers: { 'X-CSRFToken': res.csrfmiddlewaretoken } })
    .json<UserInfo>();
  sessionStore.signIn(user, res.csrfmiddlewaretoken);
  return user;
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
    const user = await api.get('api/user_info').json<UserInfo>();
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
