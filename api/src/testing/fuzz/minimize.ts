import type { FuzzRequest } from './requests';
import { encodeComponent } from './values';

// A failing request made smaller, as long as it still fails the same way: a query field or a body
// key less, an array item less, a text shorter. fast-check's shrinking is not used (it would re-run
// the generated requests against a database the run has changed); this replays the one request.

const isForm = (contentType: string | undefined) => /x-www-form-urlencoded/i.test(contentType ?? '');

/** Shorter texts: each character alone when there are few kinds (`ééé…\u0000` fails for one), then each half. */
function* shorter(text: string): Generator<string> {
  const chars = [...text];
  if (chars.length < 2) return;
  const distinct = [...new Set(chars)];
  if (distinct.length <= 4) yield* distinct;
  const middle = Math.ceil(chars.length / 2);
  yield* [chars.slice(0, middle).join(''), chars.slice(middle).join('')];
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** `a=1&b=2` fields without one of them, or with one's value shorter. */
function* smallerFields(fields: string[]): Generator<string[]> {
  for (let i = 0; i < fields.length; i += 1) yield fields.filter((_, j) => j !== i);
  for (let i = 0; i < fields.length; i += 1) {
    const [key = '', ...rest] = (fields[i] ?? '').split('=');
    const value = decoded(rest.join('='));
    if (value === undefined) continue;
    for (const text of shorter(value)) yield fields.map((f, j) => (j === i ? `${key}=${encodeComponent(text)}` : f));
  }
}

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** A JSON value with one key or item less, or one text shorter, at any depth. */
function* smallerJson(value: JsonValue): Generator<JsonValue> {
  if (Array.isArray(value)) {
    // all items or all but the first at once, before one at a time
    if (value.length > 1) yield* [[], value.slice(0, 1)];
    for (let i = 0; i < value.length; i += 1) yield value.filter((_, j) => j !== i);
    for (let i = 0; i < value.length; i += 1) for (const item of smallerJson(value[i] ?? null)) yield value.map((v, j) => (j === i ? item : v));
  } else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    // own properties whatever their names (`__proto__` included), as JSON.parse made them
    const objectOf = (pairs: [string, JsonValue][]) =>
      Object.defineProperties<{ [key: string]: JsonValue }>({}, Object.fromEntries(pairs.map(([k, v]) => [k, { value: v, enumerable: true }])));
    for (let i = 0; i < entries.length; i += 1) yield objectOf(entries.filter((_, j) => j !== i));
    for (let i = 0; i < entries.length; i += 1) {
      const [, inner] = entries[i] ?? ['', null];
      for (const item of smallerJson(inner)) yield objectOf(entries.map(([k, v], j) => [k, j === i ? item : v]));
    }
  } else if (typeof value === 'string') {
    yield* shorter(value);
  }
}

/** Requests a step smaller than this one, the biggest cuts first. */
export function* smallerRequests(request: FuzzRequest): Generator<FuzzRequest> {
  const [path = '', query] = request.url.split(/\?(.*)/s);
  for (const fields of smallerFields(query ? query.split('&') : [])) yield { ...request, url: fields.length ? `${path}?${fields.join('&')}` : path };
  const body = request.body;
  if (!body) return;
  if (isForm(request.contentType)) {
    for (const fields of smallerFields(body.split('&'))) yield { ...request, body: fields.join('&') };
    return;
  }
  let parsed: JsonValue;
  try {
    parsed = JSON.parse(body) as JsonValue;
  } catch {
    return;
  }
  for (const smaller of smallerJson(parsed)) yield { ...request, body: JSON.stringify(smaller) };
}

/**
 * The smallest request found that still fails as `request` did (`failsTheSame` replays one),
 * trying at most `budget` candidates; with what the last replay answered.
 */
export async function minimized<T>(request: FuzzRequest, failsTheSame: (candidate: FuzzRequest) => Promise<T | undefined>, budget: number) {
  let best = request;
  let answer: T | undefined;
  let tries = 0;
  search: while (tries < budget) {
    for (const candidate of smallerRequests(best)) {
      if (tries++ >= budget) break search;
      const failed = await failsTheSame(candidate);
      if (failed !== undefined) {
        best = candidate;
        answer = failed;
        continue search;
      }
    }
    break;
  }
  return { request: best, answer };
}
