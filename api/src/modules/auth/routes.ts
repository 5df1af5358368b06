import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from '../../http/problem';
import { LoginBody, LoginFailure, LoginSuccess, UserInfo } from './schemas';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_TTL_MS, type AuthService } from './service';

const LOGIN_FAILED = 'Please check your email and password';

/** Spec §7: /api/login, /api/user_info (and with a trailing slash), /api/logout, signpad. */
export async function authRoutes(app: FastifyInstance, { auth }: { auth: AuthService }) {
  const sessionId = (req: FastifyRequest) => req.cookies[SESSION_COOKIE];
  const csrfFrom = (req: FastifyRequest) => {
    const header = req.headers['x-csrftoken'];
    if (typeof header === 'string') return header;
    const body = req.body as Record<string, unknown> | undefined;
    return typeof body?.csrfmiddlewaretoken === 'string' ? body.csrfmiddlewaretoken : undefined;
  };
  const cookieOptions = (req: FastifyRequest) => ({
    path: '/',
    sameSite: 'lax' as const,
    secure: req.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });

  app.post(
    '/api/login',
    { schema: { body: LoginBody, response: { 200: LoginSuccess, 400: LoginFailure } } },
    async (req, reply) => {
      const { email, password } = req.body as LoginBody;
      const session = auth.login(email, password);
      if (!session) return reply.code(400).send({ data: { errors: [LOGIN_FAILED] } });
      reply.setCookie(SESSION_COOKIE, session.id, { ...cookieOptions(req), httpOnly: true });
      reply.setCookie(CSRF_COOKIE, session.csrf, cookieOptions(req));
      return { csrfmiddlewaretoken: session.csrf };
    },
  );

  const userInfo = async (req: FastifyRequest, reply: FastifyReply) => {
    const found = auth.find(sessionId(req));
    if (!found) return sendProblem(reply, 401, 'Unauthorized', 'Authorization token missing');
    return found.user;
  };
  app.get('/api/user_info', { schema: { response: { 200: UserInfo } } }, userInfo);
  app.get('/api/user_info/', { schema: { response: { 200: UserInfo } } }, userInfo);

  app.post('/api/logout', async (req, reply) => {
    const id = sessionId(req);
    if (id && !auth.csrfMatches(id, csrfFrom(req))) return sendProblem(reply, 403, 'Forbidden', 'CSRF token missing or wrong');
    auth.logout(id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(CSRF_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.post('/profile/switch_to_signpad', async (req, reply) => {
    const id = sessionId(req);
    if (!auth.find(id)) return sendProblem(reply, 401, 'Unauthorized', 'Authorization token missing');
    if (!auth.csrfMatches(id, csrfFrom(req))) return sendProblem(reply, 403, 'Forbidden', 'CSRF token missing or wrong');
    auth.switchToSignpad(id as string);
    return { signpad: true };
  });
}
