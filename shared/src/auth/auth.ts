import type { AfterResponseHook } from 'ky';
import { api } from '../api/client';
import type { LoginBody, LoginSuccess, SignupBody, TokenLoginSuccess, UserInfo } from '../types/api';
import { i18n } from '../i18n/i18n';
import { sessionStore, storedToken } from '../session/sessionStore';

/**
 * Spec §5: a sign-in answered without a CSRF token is a failed sign-in. It is read as the refusal
 * it is (a 400, the spec's refusal status), so the caller tells it like a wrong password and the
 * kit's failure helpers (`failureCodeOf`, `errorText`) read it like any other refused call.
 */
const refuseWithoutToken: AfterResponseHook = async ({ response }) => {
  if (!response.ok) return;
  // `response` is a clone: reading it leaves the caller's body unread
  const answer = (await response.json().catch(() => ({}))) as Partial<LoginSuccess>;
  if (answer.csrfmiddlewaretoken) return;
  return new Response(JSON.stringify({ data: { errors: [] } }), { status: 400, headers: { 'Content-Type': 'application/json' } });
};

/** Sends a sign-in (or sign-up), loads the user of the session it opened, and signs in. */
async function signInWith(path: 'api/login' | 'api/signup', body: LoginBody | SignupBody): Promise<UserInfo> {
  const { csrfmiddlewaretoken: token } = await api.post(path, { json: body, hooks: { afterResponse: [refuseWithoutToken] } }).json<LoginSuccess>();
  const user = await api.get('api/user_info/', { headers: { 'X-CSRFToken': token } }).json<UserInfo>();
  sessionStore.signIn(user, token);
  return user;
}

/** POST /api/login, then loads the user (spec §4: request → success or failure). */
export async function login(body: LoginBody): Promise<UserInfo> {
  return signInWith('api/login', body);
}

/** POST /api/signup (the /register page): a new business and its admin, signed in. */
export async function signup(body: SignupBody): Promise<UserInfo> {
  return signInWith('api/signup', body);
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
    const { user } = await api.post('api/login/token', { json: { token }, headers: { 'X-CSRFToken': token } }).json<TokenLoginSuccess>();
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
