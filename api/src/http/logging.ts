import type { FastifyServerOptions } from 'fastify';

// What the server's log may hold (issue 9): never a secret or a customer's details. Cookies and the
// CSRF header are redacted from requests; an error is logged as what it is and where it arose, and
// a database error's statement, parameters and detail are left out: they carry the values written
// (a password hash, a name, an email) and, in a data exception's message, the refused value.

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
  serializers: { err: loggedError },
};
