import { HTTPError } from 'ky';
import { shouldRetry } from './queryClient';

const failure = (status: number) => new HTTPError(new Response(null, { status }), new Request('http://localhost/'), {} as never);

describe('the retry policy', () => {
  it('asks again when no answer came or the server failed, at most twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(2, failure(503))).toBe(false);
  });

  it('never asks again when the request itself was refused', () => {
    expect(shouldRetry(0, failure(400))).toBe(false);
    expect(shouldRetry(0, failure(404))).toBe(false);
    expect(shouldRetry(0, failure(403))).toBe(false);
  });
});
