import { HTTPError } from 'ky';
import { i18n } from '../i18n/i18n';
import { settingsStore } from '../settings/settingsStore';
import { errorText, failureCodeOf, fieldErrorTexts, isNotFound } from './problem';

function failure(status: number, data?: unknown, call = 'GET http://localhost/api/x'): HTTPError {
  const [method, url] = call.split(' ') as [string, string];
  const request = new Request(url, { method });
  const response = new Response(null, { status });
  const error = new HTTPError(response, request, {} as never);
  Object.defineProperty(error, 'data', { value: data });
  return error;
}
const problem = (status: number, code: string, errors?: unknown, call?: string) =>
  failure(status, { type: 'about:blank', title: 't', status, detail: 'English detail', code, errors }, call);
const refused = (field: string) => ({ [field]: { code: 'invalid_format', message: 'x' } });

afterEach(() => settingsStore.update({ language: 'en' }));

describe('reading a failed call', () => {
  it("tells the problem's code in the user's language, never the server's English", () => {
    settingsStore.update({ language: 'es' });
    expect(i18n.language).toBe('es');
    expect(errorText(problem(403, 'admin_only'))).toBe('Solo un administrador puede hacer eso.');
  });

  it('names a failure without a code by its status, and one without an answer as unreachable', () => {
    expect(failureCodeOf(failure(502))).toBe('internal');
    expect(failureCodeOf(failure(429, { data: { errors: ['Too many'] } }))).toBe('too_many_requests');
    expect(failureCodeOf(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(errorText(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
  });

  it('translates field refusals with their parameters', () => {
    const refused = problem(400, 'validation_failed', {
      firstName: { code: 'too_long', message: 'x', params: { limit: 120 } },
      email: { code: 'invalid_email', message: 'x' },
    });
    expect(fieldErrorTexts(refused)).toEqual({ firstName: 'At most 120 characters', email: 'Enter a valid email address' });
    expect(fieldErrorTexts(problem(409, 'conflict'))).toBeNull();
  });

  it("says a refusal's exact reason at its field, with its parameters, in the user's language", () => {
    const outOfStock = problem(400, 'validation_failed', {
      'lines.0.itemId': { code: 'not_allowed', message: 'Tire shine gel is out of stock', params: { item: 'Tire shine gel' }, reason: 'out_of_stock' },
      'tenders.0.card.expYear': { code: 'invalid_date', message: 'This card has expired', reason: 'card_expired' },
    });
    expect(fieldErrorTexts(outOfStock)).toEqual({
      'lines.0.itemId': 'Tire shine gel is out of stock: take it off the sale.',
      'tenders.0.card.expYear': 'This card has expired: use another card.',
    });
    settingsStore.update({ language: 'es' });
    expect(fieldErrorTexts(outOfStock)?.['lines.0.itemId']).toBe('Tire shine gel está agotado: quítalo de la venta.');
  });

  it('says a failure that names a field (a declined card) at that field, not a generic refusal', () => {
    const declined = problem(402, 'card_declined', { 'tenders.0': { code: 'invalid_value', message: 'The card was declined' } });
    expect(fieldErrorTexts(declined)).toEqual({ 'tenders.0': 'The card was declined. Try another card or another way to pay.' });
  });

  it('takes a 404, or a read refused for its path alone, as not found', () => {
    expect(isNotFound(problem(404, 'not_found'))).toBe(true);
    // GET /api/bookings/abc: the API refuses the path's bookingId
    expect(isNotFound(problem(400, 'validation_failed', refused('bookingId'), 'GET http://localhost/api/bookings/abc'))).toBe(true);
    expect(isNotFound(problem(400, 'validation_failed', refused('contactId'), 'GET http://localhost/api/contacts/abc?include=assets'))).toBe(true);
  });

  it('does not take a refused query, a refused body, a bare 400 or a 500 as not found', () => {
    expect(isNotFound(problem(400, 'validation_failed', refused('from'), 'GET http://localhost/api/bookings?from=soon'))).toBe(false);
    expect(isNotFound(problem(400, 'validation_failed', refused('contactId'), 'POST http://localhost/api/bookings'))).toBe(false);
    expect(isNotFound(problem(400, 'bad_request', undefined, 'GET http://localhost/api/contacts/abc'))).toBe(false);
    expect(isNotFound(failure(500))).toBe(false);
  });
});
