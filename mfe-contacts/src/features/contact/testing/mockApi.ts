// Test helpers: the API answered at the fetch boundary, by method and path (never imported by app code).

export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });
export const problem = (status: number, title: string, extra: Record<string, unknown> = {}) =>
  answer({ type: 'about:blank', title, status, detail: title, ...extra }, status);
/** an answer that never comes (a loading state stays on screen) */
export const never = () => new Promise<Response>(() => undefined);

/** One request the page sent, as the server would read it. */
export type ApiCall = { method: string; path: string; query: Record<string, string>; body: unknown };
export type Reply = Response | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Answers `fetch` from `routes` ("GET /api/contacts" → a Response, or a function of the call);
 * anything else gets a 404 problem. The routes object may be changed during a test.
 */
export function serveApi(routes: Record<string, Reply>) {
  const calls: ApiCall[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: ApiCall = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
    calls.push(call);
    const reply = routes[`${call.method} ${call.path}`];
    if (!reply) return problem(404, 'Not Found');
    return typeof reply === 'function' ? reply(call) : reply.clone();
  });
  return {
    spy,
    calls,
    /** "GET /api/contacts/7", in the order sent */
    requests: () => calls.map((c) => `${c.method} ${c.path}`),
    /** the calls to one method and path */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
