import { HTTPError } from 'ky';
import { CSRF_HEADER, csrfToken } from '../api/csrf';

export type PublicCallOptions = {
  method?: 'GET' | 'POST';
  /** the body, sent as JSON */
  json?: unknown;
  headers?: Record<string, string>;
};

/**
 * The API client of a public page's own site (/pay, /book): the contract of `api` (the one ky
 * client: cookies, the ajax marker, the CSRF header, JSON, 30 s, no retry) on the browser's fetch.
 * ky is 8.9 KB gzip, more than those pages have left of their 150 KB budget (decision 0023). A
 * failed answer is thrown as ky's HTTPError with its problem document as `data`, so the platform's
 * error helpers (`errorText`, `fieldErrorTexts`, `failureCodeOf`) read it as they read `api`'s.
 */
export async function publicCall<T>(path: string, { method = 'GET', json, headers = {} }: PublicCallOptions = {}): Promise<T> {
  const token = csrfToken();
  const request = new Request(path, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { [CSRF_HEADER]: token } : {}),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  });
  const response = await fetch(request);
  const text = await response.text();
  let body: unknown = text || undefined;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // not JSON (a proxy's error page): kept as text, as ky keeps it
  }
  if (!response.ok) {
    // only the response and request are read from it; ky's normalized options are ky's own
    const error = new HTTPError(response, request, {} as ConstructorParameters<typeof HTTPError>[2]);
    error.data = body;
    throw error;
  }
  return body as T;
}
