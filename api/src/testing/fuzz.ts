import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { minimized } from './fuzz/minimize';
import { openApiDocument, operationsOf } from './openapi';
import { requestsFor, type FuzzRequest } from './fuzz/requests';
import { crossLinks, differences, rowsOf, setUpWorld, type World } from './fuzz/world';
import { BACKSTOP_LOG } from '../http/errorHandler';
import type { TestApi } from './harness';

// Property-based fuzzing of the API from its own OpenAPI document (issue 9): fast-check draws
// hostile requests for every operation (src/testing/fuzz/), sent signed in as the admin or a staff
// member of one business, or signed out; and sequences of valid calls on one row whose effects add
// up (issue 31: three cash-ins, then the close). The property:
// - no answer has a status of 500 or more, or breaks off, and none comes from the error handler's
//   backstop (a database refusal no rule met: docs/decisions/0033);
// - no answer names a row of another business that its request did not name;
// - another business, set up before the run, has exactly the same rows afterwards, and no row of the
//   fuzzed business names one of its rows;
// - GET /api/health answers within a second after the run.
// Each distinct failure is reported once per operation, with its first request made as small as it
// can be while it still fails the same way.

export type { FuzzDraw, FuzzRequest } from './fuzz/requests';

export type FuzzOptions = {
  seed: number;
  /** how many requests to send (a sequence of calls is several) */
  requests: number;
  /** stop earlier, after this long */
  timeLimitMs?: number;
  /** called after every 1,000th request */
  onProgress?: (done: number) => void;
};

/**
 * One distinct failure: an operation and a cause, with a request that shows it. `unchecked`: the
 * database refused what no rule checked, and the error handler's backstop answered it 4xx.
 */
export type Finding = {
  kind: 'server_error' | 'leak' | 'unchecked';
  operation: string;
  /** what the server logged for it, variable parts left out; for a leak, whose row the answer named */
  cause: string;
  count: number;
  /** the number of the run's first request that showed it (from 1) */
  first: number;
  /** that request made smaller while it failed the same way: what to replay */
  request: FuzzRequest;
  /** the calls of its sequence sent before it, whose effects it added to (none for a request alone) */
  after: FuzzRequest[];
  status: number;
  answer: string;
};

export type FuzzReport = {
  seed: number;
  operations: number;
  requests: number;
  durationMs: number;
  statuses: Record<string, number>;
  byOperation: Record<string, { requests: number; statuses: Record<string, number> }>;
  findings: Finding[];
  /** the other business's rows that changed, were added or went away */
  otherBusinessChanges: string[];
  /** the home business's rows that name another business's row */
  crossLinks: string[];
  health: { status: number; ms: number };
  /** the home business's jobs that failed or are retrying: not part of the property (no answer shows them) */
  jobErrors: string[];
};

/**
 * What the server logs about a request: errors, and warnings (a streamed answer that broke off is
 * one). startApi builds the server without a logger, and Fastify's stand-in logger is then one
 * object for the server and every request (req.log is app.log): reading its `error` and `warn`
 * calls is how a 500's cause is known. The first error logged for a request wins.
 */
function watchServerLog(app: FastifyInstance) {
  const { error, warn } = app.log;
  let logged: Logged | undefined;
  const record = (args: unknown[]) => {
    const entry = describeLogged(args);
    if (!logged || (!logged.isError && entry.isError)) logged = entry;
  };
  app.log.error = (...args: unknown[]) => record(args);
  app.log.warn = (...args: unknown[]) => record(args);
  return {
    /** what was logged since the last call */
    take() {
      const taken = logged;
      logged = undefined;
      return taken;
    },
    stop() {
      Object.assign(app.log, { error, warn });
    },
  };
}

type ServerLog = ReturnType<typeof watchServerLog>;

/** A log entry: its text, whether it holds an error, and whether it is the error handler's backstop. */
type Logged = { text: string; isError: boolean; backstop: boolean };

function describeLogged([first, message]: unknown[]): Logged {
  const error = first && typeof first === 'object' && 'err' in first ? first.err : first;
  const backstop = message === BACKSTOP_LOG;
  if (error instanceof Error) {
    const code = 'code' in error && error.code ? ` ${String(error.code)}` : '';
    return { text: `${error.name}${code}: ${error.message}`, isError: true, backstop };
  }
  return { text: typeof message === 'string' ? message : String(first), isError: false, backstop };
}

/** A logged error without the request's own values, so one cause is one finding. */
const causeOf = (logged: string) =>
  logged
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    // a quoted value is the request's, a quoted name (a constraint, an encoding) the cause's
    .replace(/"([^"]*)"/g, (quoted, inner: string) => (/^[a-z_][a-z0-9_]*$/i.test(inner) ? quoted : '"…"'))
    .slice(0, 300);

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

/** The status counted for a request the server never finished answering (a stream that broke off). */
export const NO_ANSWER = 0;

/** Sends a request as its actor; a response the server broke off counts as NO_ANSWER, with why. */
async function send(world: World, request: FuzzRequest): Promise<{ statusCode: number; body: string }> {
  try {
    return await world.actors[request.actor].browser.request(request.method, request.url, {
      csrf: request.csrf,
      headers: { ...(request.contentType ? { 'content-type': request.contentType } : {}), ...request.headers },
      ...(request.body !== undefined ? { payload: request.body } : {}),
    });
  } catch (error) {
    return { statusCode: NO_ANSWER, body: `no complete answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** A request's failure of the property, before it is counted. */
type Failure = Omit<Finding, 'count' | 'first' | 'after'>;

/**
 * Sends one request, reads what the server logged, checks the answer and puts things back for the
 * next request (the actor's session, the home business's fixtures).
 */
async function attempt(world: World, log: ServerLog, request: FuzzRequest): Promise<{ status: number; failure?: Failure }> {
  const res = await send(world, request);
  const status = res.statusCode;
  const logged = log.take();
  const answer = cut(res.body, 500);
  let failure: Failure | undefined;
  if (status >= 500 || status === NO_ANSWER) {
    const cause = logged?.text ?? (status === NO_ANSWER ? res.body : 'nothing logged');
    failure = { kind: 'server_error', operation: request.operation, cause: causeOf(cause), request, status, answer };
  } else if (logged?.backstop) {
    // a 4xx all the same, but a rule is missing: the database, not the API, refused the request
    failure = { kind: 'unchecked', operation: request.operation, cause: causeOf(logged.text), request, status, answer };
  } else if (status < 300) {
    const sentText = `${request.url} ${request.body ?? ''}`.toLowerCase();
    const leaked = world.otherIds.find((id) => res.body.includes(id) && !sentText.includes(id));
    if (leaked) failure = { kind: 'leak', operation: request.operation, cause: `the answer names another business's row (${leaked})`, request, status, answer };
  }
  try {
    await world.afterRequest(request, status);
  } catch (error) {
    // the fuzzer's own bookkeeping failed: stop, saying where (fast-check's report would not)
    throw new Error(`putting things back after ${describeRequest(request)} failed: ${String(error)}`, { cause: error });
  }
  return failure ? { status, failure } : { status };
}

const keyOf = (failure: Failure) => `${failure.kind} ${failure.operation} ${failure.cause}`;

/** How many smaller requests a finding's reproduction may try, and all of them together (each is one request). */
const MINIMIZING_BUDGET = { perFinding: 30, inAll: 600 };

/** Sends `requests` hostile requests to the API and checks the property; the report says what broke. */
export async function runFuzz(api: TestApi, options: FuzzOptions): Promise<FuzzReport> {
  const world = await setUpWorld(api);
  // an event stream takes nothing but its session and never ends: it is the matrix's to check
  const operations = operationsOf(await openApiDocument(api.app)).filter((op) => !op.stream);
  const requests = requestsFor(operations, world.context);
  const statuses: FuzzReport['statuses'] = {};
  const byOperation: FuzzReport['byOperation'] = {};
  for (const op of operations) byOperation[op.id] = { requests: 0, statuses: {} };
  const findings = new Map<string, Finding>();

  const log = watchServerLog(api.app);
  let sent = 0;
  const started = performance.now();
  // both measured once the requests have gone (an error before then ends the run)
  let durationMs: number;
  let health: FuzzReport['health'];
  try {
    // fast-check draws the requests, the same ones for the same seed. Each answer is checked here
    // and its failure kept, so one run names every distinct failure rather than stopping at the
    // first; the property given to fast-check never fails, so it does not shrink (which would
    // replay requests against a database the run has since changed).
    // a draw is a request or a sequence of calls: the run ends when `requests` have gone, and the
    // draws fast-check still makes then send nothing
    await fc.assert(
      fc.asyncProperty(requests, async (draw) => {
        const earlier: FuzzRequest[] = [];
        for (const request of draw) {
          if (sent >= options.requests) return;
          const index = sent++;
          const { status, failure } = await attempt(world, log, request);
          statuses[status] = (statuses[status] ?? 0) + 1;
          const tally = byOperation[request.operation];
          if (tally) {
            tally.requests += 1;
            tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
          }
          if (failure) {
            const seen = findings.get(keyOf(failure));
            if (seen) seen.count += 1;
            else findings.set(keyOf(failure), { ...failure, count: 1, first: index + 1, after: [...earlier] });
          }
          earlier.push(request);
          if (sent % 1000 === 0) options.onProgress?.(sent);
        }
      }),
      {
        seed: options.seed,
        numRuns: options.requests,
        endOnFailure: true,
        ...(options.timeLimitMs ? { interruptAfterTimeLimit: options.timeLimitMs, markInterruptAsFailure: false } : {}),
      },
    );
    durationMs = performance.now() - started;
    const healthStarted = performance.now();
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    health = { status: res.statusCode, ms: performance.now() - healthStarted };

    // each finding's first request, made as small as it can be while it fails the same way (a
    // sequence's last call is replayed on the state its sequence left, which the run may have changed:
    // then it stays as it was sent)
    let replays = 0;
    for (const [key, finding] of findings) {
      const replay = async (candidate: FuzzRequest) => {
        replays += 1;
        // a new Idempotency-Key: the request's own would answer its first answer, or 422 for another body
        const headers =
          'idempotency-key' in candidate.headers
            ? { ...candidate.headers, 'idempotency-key': `replay-${String(replays).padStart(6, '0')}` }
            : candidate.headers;
        const { failure } = await attempt(world, log, { ...candidate, headers });
        return failure && keyOf(failure) === key ? failure : undefined;
      };
      const budget = Math.min(MINIMIZING_BUDGET.perFinding, MINIMIZING_BUDGET.inAll - replays);
      const smallest = await minimized(finding.request, replay, budget);
      if (smallest.answer) Object.assign(finding, { request: smallest.request, status: smallest.answer.status, answer: smallest.answer.answer });
    }
  } finally {
    log.stop();
  }

  const otherBusinessChanges = differences(world.before, await rowsOf(api.db, world.otherBusinessId));
  const links = crossLinks(await rowsOf(api.db, world.homeBusinessId), world.otherIds);
  const jobs = await api.db
    .selectFrom('jobs')
    .select(['kind', 'status', 'last_error'])
    .where('business_id', '=', world.homeBusinessId)
    .where('last_error', 'is not', null)
    .execute();

  return {
    seed: options.seed,
    operations: operations.length,
    requests: sent,
    durationMs,
    statuses,
    byOperation,
    findings: [...findings.values()].sort((a, b) => a.cause.localeCompare(b.cause) || a.operation.localeCompare(b.operation)),
    otherBusinessChanges,
    crossLinks: links,
    health,
    jobErrors: [...new Set(jobs.map((j) => `${j.kind} (${j.status}): ${causeOf(j.last_error ?? '')}`))],
  };
}

/** One line of counts: `3000 requests over 40 operations in 21.3 s (141/s): 200 ×812, 400 ×1650, …`. */
export function summary(report: FuzzReport): string {
  const seconds = report.durationMs / 1000;
  const counts = Object.entries(report.statuses)
    .map(([status, n]) => `${Number(status) === NO_ANSWER ? 'broken off' : status} ×${n}`)
    .join(', ');
  return `${report.requests} requests over ${report.operations} operations in ${seconds.toFixed(1)} s (${Math.round(report.requests / seconds)}/s), seed ${report.seed}: ${counts}`;
}

/** A request as someone reproducing it needs it: who, method, url, content type, other headers, the body (cut). */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body === undefined ? 'no body' : `body ${JSON.stringify(cut(request.body, 300))}`;
  const csrf = request.csrf ? '' : ', without the CSRF token';
  const headers = Object.entries(request.headers)
    .map(([name, value]) => `; ${name} ${JSON.stringify(cut(value, 60))}`)
    .join('');
  return `${request.method} ${cut(request.url, 500)}\n     as ${request.actor}${csrf}; content-type ${request.contentType ?? '(none)'}${headers}; ${body}`;
}

/** The findings, each with its reproduction, for a failing test or the long run's results. */
export function describeFindings(report: FuzzReport): string {
  const lines = [`${report.findings.length} distinct failures in ${report.requests} requests (seed ${report.seed}):`];
  report.findings.forEach((f, i) => {
    const status = f.status === NO_ANSWER ? 'broke off its answer' : `answered ${f.status}`;
    const what =
      f.kind === 'leak'
        ? 'answered with another business’s row'
        : `${status}${f.kind === 'unchecked' ? ' from the backstop (no rule checked what the database refused)' : ''}; the server logged: ${f.cause}`;
    lines.push(
      '',
      `${i + 1}. ${f.operation}: ${what} (${f.count}×, first at request ${f.first})`,
      ...(f.after.length ? [`   after the calls of its sequence:`, ...f.after.map((r) => `   - ${describeRequest(r)}`), '   then:'] : []),
      `   ${describeRequest(f.request)}`,
      `   → ${f.status === NO_ANSWER ? '' : `${f.status} `}${f.answer}`,
    );
  });
  return lines.join('\n');
}
