// The API's calls as the docs' "API calls" page lists them, reduced from the OpenAPI document:
// api/scripts/docs-reference.mts writes them (./apiCalls.generated.ts) when mfe-docs is built, and
// openapi.test.ts checks that the file is what the server's document gives today.

export type ApiCall = {
  method: string;
  path: string;
  summary: string;
  tag: string;
  operationId: string;
  /** needs a signed-in session (the `session` security scheme) */
  signedIn: boolean;
};

type Operation = { summary?: string; tags?: string[]; operationId?: string; security?: Record<string, unknown>[] };
export type OpenApiDocument = { tags?: { name: string }[]; paths?: Record<string, Record<string, Operation | unknown>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every documented operation, by the document's tag order, then path and method. */
export function apiCallsOf(document: OpenApiDocument): ApiCall[] {
  const tagOrder = (document.tags ?? []).map((tag) => tag.name);
  const calls = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, value]) => {
        const operation = value as Operation;
        return {
          method: method.toUpperCase(),
          path,
          summary: operation.summary ?? '',
          tag: operation.tags?.[0] ?? '',
          operationId: operation.operationId ?? '',
          signedIn: (operation.security ?? []).some((requirement) => 'session' in requirement),
        };
      }),
  );
  const rank = (tag: string) => (tagOrder.includes(tag) ? tagOrder.indexOf(tag) : tagOrder.length);
  return calls.sort(
    (a, b) =>
      rank(a.tag) - rank(b.tag) || a.path.localeCompare(b.path, 'en') || METHODS.indexOf(a.method.toLowerCase()) - METHODS.indexOf(b.method.toLowerCase()),
  );
}
