import { errorText, failureCodeOf, fieldErrorTexts, problemOf } from '../api/problem';
import { fieldProblem, json, problem, serveApi, unreachable } from '../testing/serveApi';
import { publicCall } from './publicCall';

beforeEach(() => {
  document.cookie = 'csrftoken=anon-token-123; path=/';
});

afterEach(() => {
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  jest.restoreAllMocks();
});

describe('publicCall: the api client of public pages, on fetch', () => {
  it('sends what `api` sends: the ajax marker, the CSRF token, cookies, the body as JSON', async () => {
    const api = serveApi({ 'POST /api/pay/abc': json({ receiptNumber: 7 }, 201) });
    const answer = await publicCall<{ receiptNumber: number }>('/api/pay/abc', {
      method: 'POST',
      json: { card: { cvc: '123' } },
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(answer).toEqual({ receiptNumber: 7 });
    const [call] = api.calls;
    expect(call?.headers).toMatchObject({
      'x-requested-with': 'XMLHttpRequest',
      'x-csrftoken': 'anon-token-123',
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
    });
    expect(call?.body).toEqual({ card: { cvc: '123' } });
    expect((api.spy.mock.calls[0]?.[0] as Request).credentials).toBe('include');
  });

  it("throws a refusal as the platform's error helpers read one", async () => {
    serveApi({ 'GET /api/pay/gone': problem(410, 'link_expired'), 'POST /api/pay/x': fieldProblem({ 'card.number': 'invalid_format' }) });
    const gone = await publicCall('/api/pay/gone').catch((error: unknown) => error);
    expect(failureCodeOf(gone)).toBe('link_expired');
    expect(errorText(gone)).toBe('This payment link has expired. Ask the business for a new one.');
    const refused = await publicCall('/api/pay/x', { method: 'POST', json: {} }).catch((error: unknown) => error);
    expect(fieldErrorTexts(refused)).toEqual({ 'card.number': 'This is not in the right format' });
  });

  it('throws an answer that is not JSON with its status, and no answer as unreachable', async () => {
    serveApi({ 'GET /api/pay/proxy': () => new Response('<h1>Bad gateway</h1>', { status: 502 }), 'GET /api/pay/down': unreachable });
    const proxied = await publicCall('/api/pay/proxy').catch((error: unknown) => error);
    expect(problemOf(proxied)).toBeUndefined();
    expect(failureCodeOf(proxied)).toBe('internal');
    expect(failureCodeOf(await publicCall('/api/pay/down').catch((error: unknown) => error))).toBe('unreachable');
  });
});
