import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { unitOfWork } from '../../db/tenant';
import { isEmailAddress } from '../../http/inputRules';
import { fieldError, type FieldErrors } from '../../http/problem';
import { NoContent, problems } from '../../http/responses';
import { invalid, refuse, sendErrorList, sendResult, type Refusal } from '../../http/result';
import { clearSessionCookies, cookieOptions, setDeviceCookie, setSessionCookies } from '../../http/security';
import { CSRF_COOKIE, DEVICE_COOKIE, SESSION_COOKIE, newToken, sameText } from '../../http/session';
import { createAccount, wrongCredentials, type AuthService } from './service';
import {
  CsrfToken,
  ExitSignpadBody,
  LoginBody,
  LoginFailure,
  LoginSuccess,
  SignpadState,
  SignupBody,
  TokenLoginBody,
  TokenLoginSuccess,
  UserInfo,
} from './schemas';

export const MIN_PASSWORD = 10;
/** a sign-in or sign-up body is a few hundred bytes: an anonymous caller cannot make the server read more */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Why a sign-up is refused, a field at a time (spec §7 shape: a message each in data.errors), or
 * null when the body is fine. `malformed`: the schema refused the body for something else.
 */
export function signupRefusal(body: Partial<Record<keyof SignupBody, unknown>>, malformed: boolean): Refusal | null {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const errors: FieldErrors = {};
  if (!text(body.businessName)) errors.businessName = fieldError('required', 'Business name is required');
  if (!text(body.firstName)) errors.firstName = fieldError('required', 'First name is required');
  if (!isEmailAddress(text(body.email))) errors.email = fieldError('invalid_email', 'Enter a valid email address');
  if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD) {
    errors.password = fieldError('too_short', `Password must be at least ${MIN_PASSWORD} characters`, { limit: MIN_PASSWORD });
  }
  if (Object.keys(errors).length) return invalid(errors);
  return malformed ? refuse('validation_failed', 'Check the form and try again') : null;
}

/** Public session calls: sign-in, sign-up, the CSRF token for them, and the login-with-token restore. */
export const publicAuthRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService; db: Db; loginRateLimit: number }> = async (app, { auth, db, loginRateLimit }) => {
  /** per client: a burst of sign-ins or sign-ups from one address answers 429 (per account: service.ts) */
  const perClient = { rateLimit: { max: loginRateLimit, timeWindow: '1 minute' }, refusesWithErrorList: true };
  const bodyLimit = PUBLIC_BODY_LIMIT;

  const csrfSchema = {
    summary: 'Get the CSRF token',
    description: "The token unsafe calls send as X-CSRFToken: the session's when signed in, else the csrftoken cookie's (set here when missing).",
    tags: ['Session'],
    operationId: 'getCsrfToken',
    response: { 200: CsrfToken },
  };
  app.get('/api/csrf', { schema: csrfSchema }, async (req, reply) => {
    const token = req.signedIn?.session.csrfToken ?? req.cookies[CSRF_COOKIE] ?? newToken();
    if (!req.cookies[CSRF_COOKIE]) reply.setCookie(CSRF_COOKIE, token, cookieOptions(req));
    return { csrfmiddlewaretoken: token };
  });

  app.post(
    '/api/login',
    {
      config: perClient,
      bodyLimit,
      attachValidation: true,
      schema: {
        summary: 'Sign in',
        description: 'Sets the session cookie and a new csrftoken; replaces the session the request came with.',
        tags: ['Session'],
        operationId: 'signIn',
        body: LoginBody,
        response: { 200: LoginSuccess, 400: LoginFailure, 429: LoginFailure },
      },
    },
    async (req, reply) => {
      if (req.validationError) return sendErrorList(reply, wrongCredentials());
      const { email, password } = req.body;
      const result = await auth.login(email, password, req.cookies[DEVICE_COOKIE]);
      if (!result.ok) return sendErrorList(reply, result);
      await auth.logout(req.cookies[SESSION_COOKIE]); // a sign-in replaces the session it came with
      setSessionCookies(req, reply, result.value.token, result.value.csrfToken);
      // this browser has signed in to the account: its failures are its own from now on (service.ts)
      setDeviceCookie(req, reply, result.value.deviceToken);
      return { csrfmiddlewaretoken: result.value.csrfToken };
    },
  );

  app.post(
    '/api/signup',
    {
      config: perClient,
      bodyLimit,
      attachValidation: true,
      schema: {
        summary: 'Sign up',
        description: 'Creates a business, its admin and a "Front Desk" register, and signs the admin in.',
        tags: ['Session'],
        operationId: 'signUp',
        body: SignupBody,
        response: { 201: LoginSuccess, 400: LoginFailure, 409: LoginFailure },
      },
    },
    async (req, reply) => {
      // a refused body may be anything: its fields are read as unknown
      const sent: unknown = req.body;
      const refused = signupRefusal(sent && typeof sent === 'object' ? sent : {}, Boolean(req.validationError));
      if (refused) return sendErrorList(reply, refused);
      const account = await auth.newAccount(req.body);
      // the sign-up's unit of work, bound to the business it makes
      const admin = await unitOfWork(db, account.businessId, (tenant) => createAccount(tenant, account));
      if (!admin.ok) return sendErrorList(reply, admin);
      const session = await auth.openSession(admin.value);
      setSessionCookies(req, reply, session.token, session.csrfToken);
      return reply.code(201).send({ csrfmiddlewaretoken: session.csrfToken });
    },
  );

  // Login with token (spec §4 session restore): the token the client stored at sign-in, which must be
  // this session's; the session's expiry starts again. 401 without a live session.
  app.post(
    '/api/login/token',
    {
      config: { signpad: true },
      bodyLimit,
      schema: {
        summary: 'Restore the session with its token',
        tags: ['Session'],
        operationId: 'restoreSession',
        // a public route that needs the session all the same: its handler checks it (401)
        security: [{ session: [], csrf: [] }],
        body: TokenLoginBody,
        response: { 200: TokenLoginSuccess, ...problems(400, 401) },
      },
    },
    async (req, reply) => {
      const signedIn = req.signedIn;
      const { token } = req.body;
      if (!signedIn || !sameText(token, signedIn.session.csrfToken)) {
        return sendResult(reply, refuse('unauthorized', 'Invalid authorization token'));
      }
      const sessionToken = req.cookies[SESSION_COOKIE] as string;
      await auth.renew(sessionToken);
      setSessionCookies(req, reply, sessionToken, signedIn.session.csrfToken);
      return { csrfmiddlewaretoken: signedIn.session.csrfToken, user: await auth.userInfo(signedIn) };
    },
  );
};

/** Signed-in session calls (registered behind requireSession). */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService }> = async (app, { auth }) => {
  const userInfo = async (req: FastifyRequest) => auth.userInfo(req.signedIn!);
  const allowedInSignpad = {
    config: { signpad: true },
    schema: {
      summary: 'Get the signed-in user',
      description: "The account user with the business's asset types, its register and the session's mode.",
      tags: ['Session'],
      operationId: 'getUserInfo',
      response: { 200: UserInfo },
    },
  };
  app.get('/api/user_info', allowedInSignpad, userInfo);
  // the spec's spelling too; the document shows the one above
  app.get('/api/user_info/', { ...allowedInSignpad, schema: { ...allowedInSignpad.schema, hide: true } }, userInfo);

  app.post('/api/logout', { schema: { summary: 'Sign out', tags: ['Session'], operationId: 'signOut', response: { 204: NoContent } } }, async (req, reply) => {
    await auth.logout(req.cookies[SESSION_COOKIE]);
    clearSessionCookies(req, reply);
    return reply.code(204).send(null);
  });

  // Signpad mode (docs: api/README.md): the desk's screen is handed to a customer to sign forms.
  // The session then reaches only its user_info, the login-with-token restore and the way out.
  const switchSchema = {
    summary: 'Switch to signpad mode',
    description: 'Hands the screen to a customer: the session then reaches only its user, the restore and exit_signpad.',
    tags: ['Session'],
    operationId: 'switchToSignpad',
    response: { 200: SignpadState, ...problems(403) },
  };
  app.post('/profile/switch_to_signpad', { schema: switchSchema }, async (req, reply) =>
    sendResult(reply, await auth.switchToSignpad(req.cookies[SESSION_COOKIE] as string, req.signedIn!.user)),
  );

  app.post(
    '/profile/exit_signpad',
    // a customer holding the screen must not be able to guess the staff password: 10 a minute per
    // address, and the session ends at its SIGNPAD_EXIT_LIMIT-th wrong password (service.ts)
    {
      config: { signpad: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        summary: 'Leave signpad mode',
        description: "Takes the staff member's password; 403 login_failed on a wrong one, and 401 session_expired (the session ended) on the fifth.",
        tags: ['Session'],
        operationId: 'exitSignpad',
        body: ExitSignpadBody,
        response: { 200: SignpadState, ...problems(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const exited = await auth.exitSignpad(req.cookies[SESSION_COOKIE] as string, req.signedIn!.user, req.body.password);
      // the session has ended: its cookies go with it
      if (!exited.ok && exited.code === 'session_expired') clearSessionCookies(req, reply);
      return sendResult(reply, exited);
    },
  );
};
