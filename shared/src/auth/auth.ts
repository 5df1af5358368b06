import type { AfterResponseHook } from 'ky';
import { api } from '../api/client';
import { askingAgainCanHelp } from '../api/problem';
import type {
  AcceptInvitationBody,
  AccountLinkInfo,
  AccountLinkUsed,
  LoginBody,
  LoginSuccess,
  ProfilePatch,
  ResetConfirmBody,
  SignupBody,
  TokenLoginSuccess,
  UserInfo,
} from '../types/api';
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
 * How long restoring a session waits before asking again after an answer that can change (no
 * answer, a 5xx): 1 s, then 2 s, then 4 s. A server restarting or turning requests away for a moment
 * (503, issue 36) does not end the session of every desk that opens a page meanwhile.
 */
export const RESTORE_RETRY_MS = [1_000, 2_000, 4_000];

/**
 * On start: a stored token loads the user; success signs in, failure logs out (spec §4). A failure
 * that asking again can help is asked again first (RESTORE_RETRY_MS); the session stays "checking"
 * meanwhile. A user without an email is not a session (spec §5): "Logged out.".
 */
export async function restoreSession(): Promise<void> {
  const token = storedToken();
  if (!token) {
    sessionStore.signOut();
    return;
  }
  sessionStore.checking();
  for (let attempt = 0; ; attempt += 1) {
    try {
      // the login-with-token call: the stored token must be the session cookie's own
      const { user } = await api.post('api/login/token', { json: { token }, headers: { 'X-CSRFToken': token } }).json<TokenLoginSuccess>();
      if (!user.email) {
        sessionStore.signOut(i18n.t('common:session.loggedOut'));
        return;
      }
      sessionStore.signIn(user);
      return;
    } catch (error) {
      const wait = RESTORE_RETRY_MS[attempt];
      if (wait === undefined || !askingAgainCanHelp(error)) {
        sessionStore.signOut(i18n.t('common:session.loggedOut'));
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** Ends the session on the server, then here. Throws when the server could not be reached. */
export async function logout(): Promise<void> {
  await api.post('api/logout');
  sessionStore.signOut();
}

/**
 * Another person takes the till (issue 33 §10): this session ends and the sign-in opens. The app
 * settings (the register chosen, the theme, the language) are the browser's, not the person's:
 * they stay as they are.
 */
export async function switchUser(): Promise<void> {
  await logout();
}

/** Reloads the signed-in user (after a change of their own profile). */
export async function reloadUser(): Promise<UserInfo> {
  const user = await api.get('api/user_info').json<UserInfo>();
  sessionStore.signIn(user);
  return user;
}

/** PATCH /api/profile: the signed-in person's own name, phone and bio; the session's user follows. */
export async function updateProfile(patch: ProfilePatch): Promise<UserInfo> {
  await api.patch('api/profile', { json: patch });
  return reloadUser();
}

/** The mailed links of a person's own login: an invitation, or a password reset. */
export type AccountLinkKind = 'invitation' | 'reset';
const linkPath = (kind: AccountLinkKind) => (kind === 'invitation' ? 'api/invitations' : 'api/password-reset');

/** Whose link a token is (410 link_expired when it is unknown, used or ran out). */
export function checkAccountLink(kind: AccountLinkKind, token: string): Promise<AccountLinkInfo> {
  return api.post(`${linkPath(kind)}/check`, { json: { token } }).json<AccountLinkInfo>();
}

/** POST /api/invitations/accept: the invited person's password (and name); sign in next. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<AccountLinkUsed> {
  return api.post('api/invitations/accept', { json: body }).json<AccountLinkUsed>();
}

/** POST /api/password-reset: a link is mailed if the email has a login (the answer never says). */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('api/password-reset', { json: { email } });
}

/** POST /api/password-reset/confirm: a new password from the link; every session of the login ends. */
export function confirmPasswordReset(body: ResetConfirmBody): Promise<AccountLinkUsed> {
  return api.post('api/password-reset/confirm', { json: body }).json<AccountLinkUsed>();
}

/** The token of a mailed link, from the address's fragment (`#token=…`: never sent to a server). */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
