import type { FastifyRequest, FastifyServerOptions } from 'fastify';

// What the server's log may hold (issue 9): never a secret or a customer's details. Cookies and the
// CSRF header are redacted from requests; an error is logged as what it is and where it arose, and
// a database error's statement, parameters and detail are left out: they carry the values written
// (a password hash, a name, an email) and, in a data exception's message, the refused value.
// A request is logged by its route's path with its secrets masked, and no query string (issue 31
// §9): whoever reads the log must not be able to pay a link or cancel a booking, nor read who was
// searched for.

/**
 * The path parameters that are bearer secrets, by name, on every route (the API's and the pages'):
 * whoever holds one acts on what it names without a session. A pay link's id pays the invoice (or
 * the deposit); a visitor's token confirms or lets go of their hold, reads, moves or cancels their
 * booking, and takes or declines a waitlist offer. The request log writes each as `{name}`. A
 * public route's parameter is either one of these or named in the open on purpose (logging.test.ts
 * holds that list: a new one fails it until it is decided).
 */
export const SECRET_PATH_PARAMETERS: ReadonlySet<string> = new Set(['paymentLinkId', 'token']);

const secretIn = (segment: string) => {
  const name = /^:(\w+)$/.exec(segment)?.[1];
  return name && SECRET_PATH_PARAMETERS.has(name) ? name : undefined;
};

/** a segment that could be a bearer secret (ours are 22 or more base64url characters) */
const TOKEN_LIKE = /^[A-Za-z0-9_-]{16,}$/;

/**
 * A request's address as the log may hold it: its path, each secret parameter of its route written
 * `{name}`, and no query string. A path no route matched (404: a link with a slash added, a typo)
 * has no parameters to go by: each segment that could be a token is written `…`.
 */
export function loggedUrl(req: Pick<FastifyRequest, 'url'> & { routeOptions: { url?: string | undefined } }): string {
  const path = req.url.split('?')[0] ?? '';
  const pattern = req.routeOptions.url?.split('/');
  if (!pattern)
    return path
      .split('/')
      .map((segment) => (TOKEN_LIKE.test(segment) ? '…' : segment))
      .join('/');
  const segments = path.split('/');
  // the router matched the path in another shape (a trailing slash): the route itself
  const shown = segments.length === pattern.length ? segments : pattern;
  return shown
    .map((segment, i) => {
      const secret = secretIn(pattern[i] ?? '');
      return secret ? `{${secret}}` : segment;
    })
    .join('/');
}

const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
/** SQLSTATE class 22, data exceptions: their messages quote the value refused */
const DATA_EXCEPTION = /^22/;

export type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>>;

/** An error as the log shows it: its type, message and stack, and a database error's SQLSTATE and names. */
export function loggedError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const fields = error as Error & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>>;
  const quotesValue = typeof fields.code === 'string' && DATA_EXCEPTION.test(fields.code);
  const message = quotesValue ? error.message.replace(/"[^"]*"/g, '"…"') : error.message;
  const stack = error.stack ?? '';
  const logged: LoggedError = { type: error.name, message, stack: quotesValue ? stack.replace(error.message, message) : stack };
  for (const key of DATABASE_FIELDS) if (typeof fields[key] === 'string') logged[key] = fields[key];
  if (error.cause !== undefined) logged.cause = loggedError(error.cause);
  return logged;
}

/** The server's logger options (Fastify's pino). */
export const loggerOptions: Exclude<FastifyServerOptions['logger'], boolean | undefined> = {
  redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'],
  serializers: {
    err: loggedError,
    // Fastify's own, but by loggedUrl (and without the Accept-Version header, which nothing sends)
    req: (req: FastifyRequest) => ({ method: req.method, url: loggedUrl(req), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort }),
  },
};
