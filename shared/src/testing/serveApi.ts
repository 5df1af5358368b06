import type { FieldErrorCode, Problem } from '../types/api';

// The one fetch stub of the platform's tests: the API answered at the network boundary, by method
// and path. Nothing else is mocked (not the api.ts modules, not the hooks, never antd).

/** A JSON answer. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const noContent = () => new Response(null, { status: 204 });

/** A problem document as the API sends one (a code, and field refusals when given). */
export function problem(status: number, code: Problem['code'], extra: Partial<Problem> = {}): Response {
  const body: Problem = { type: 'about:blank', title: `HTTP ${status}`, status, detail: code, code, ...extra };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** A 400 refusing fields: `{ email: 'invalid_email', name: ['too_long', { limit: 120 }] }`. */
export function fieldProblem(fields: Record<string, FieldErrorCode | [FieldErrorCode, Record<string, string | number>]>): Response {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, refusal]) => {
      const [code, params] = Array.isArray(refusal) ? refusal : [refusal, undefined];
      return [field, { code, message: code, ...(params ? { params } : {}) }];
    }),
  );
  return problem(400, 'validation_failed', { errors });
}

/** An answer that never comes (a loading state stays on screen). */
export const never = () => new Promise<Response>(() => undefined);

/** An answer the test gives when it chooses (`reply` as the route, then `answer(json(…))`): a change on its way. */
export function held() {
  let answer: (response: Response) => void = () => undefined;
  const reply = () => new Promise<Response>((resolve) => (answer = resolve));
  return { reply, answer: (response: Response) => answer(response) };
}

/** No answer at all (the network is down). */
export const unreachable = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));

/** One request the page sent, as the server would read it. */
export type ApiCall = { method: string; path: string; query: Record<string, string>; body: unknown; headers: Record<string, string> };
export type Reply = Response | ((call: ApiCall) => Response | Promise<Response>);
/** `"GET /api/contacts"` → its answer. */
export type Routes = Record<string, Reply>;

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  if (request.headers.get('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers `fetch` from `routes` (`"GET /api/contacts"` → a Response, or a function of the call);
 * anything else is a 404 problem. Routes may be changed during a test (`api.routes[…] = …`).
 */
export function serveApi(routes: Routes = {}) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(request),
      headers: Object.fromEntries(request.headers),
    };
    calls.push(call);
    const reply = routes[`${call.method} ${call.path}`];
    if (!reply) return problem(404, 'not_found');
    return typeof reply === 'function' ? reply(call) : reply.clone();
  });
  return {
    spy,
    routes,
    calls,
    /** "GET /api/contacts", in the order sent */
    requests: () => calls.map((c) => `${c.method} ${c.path}`),
    /** the calls to one route ("PATCH /api/contacts/c1") */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
