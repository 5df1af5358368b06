import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { routeEntries } from '../../../shared/src/routes/routeTable';
import { browser, databaseKind, startApi, type TestApi } from '../testing/harness';
import { openApiDocument, operationsOf, type Operation } from '../testing/openapi';
import { SECRET_PATH_PARAMETERS, loggedUrl } from './logging';

// The request log holds no secret of a path and no query string (issue 31 §9): whoever reads it
// must not be able to pay a link or cancel a booking, nor learn whom the desk searched for.

/**
 * The path parameters of routes anyone may call that are NOT secrets, and why: a business's id is
 * in its booking page's address and the snippet it embeds on its own site. Any other parameter of a
 * public route must be decided: a secret (logging.ts) or here.
 */
const NAMED_IN_THE_OPEN = new Set(['businessId']);

type LogLine = { msg: string; reqId?: string; req?: { method: string; url: string } };

describe(`the request log (${databaseKind} database)`, () => {
  let api: TestApi;
  const lines: string[] = [];
  let publicOperations: Operation[];

  before(async () => {
    api = await startApi({ jobs: false, seed: false, logTo: { write: (line) => void lines.push(line) } });
    publicOperations = operationsOf(await openApiDocument(api.app)).filter((op) => !op.signedIn);
  });
  after(() => api.close());

  it('decides each path parameter of every public route and page: a secret, or named in the open on purpose', () => {
    const pages = routeEntries
      .filter(([, route]) => route.access !== 'app')
      .flatMap(([, route]) => [...route.path.matchAll(/:(\w+)/g)].map((m) => `${m[1]} (page ${route.path})`));
    const operations = publicOperations.flatMap((op) => op.pathParams.map((p) => `${p.name} (${op.id})`));
    const undecided = [...operations, ...pages].filter((named) => {
      const name = named.split(' ')[0]!;
      return !SECRET_PATH_PARAMETERS.has(name) && !NAMED_IN_THE_OPEN.has(name);
    });
    assert.deepEqual(undecided, []);
    assert.ok(
      pages.some((named) => named.startsWith('paymentLinkId')),
      'the pay page is a public page with its link in its path',
    );
  });

  it('logs each public route with a secret in its path by its route, the secret masked, and never its query string', async () => {
    const withSecrets = publicOperations.filter((op) => op.pathParams.some((p) => SECRET_PATH_PARAMETERS.has(p.name)));
    assert.ok(withSecrets.length >= 9, `the pay link's and the visitor's routes: ${withSecrets.map((op) => op.id).join(', ')}`);
    const visitor = await browser(api.app).visit();
    for (const op of withSecrets) {
      const secret = `S${randomBytes(16).toString('base64url')}`;
      const searched = `Q${randomBytes(8).toString('hex')}`;
      const values = Object.fromEntries(op.pathParams.map((p) => [p.name, SECRET_PATH_PARAMETERS.has(p.name) ? secret : randomUUID()]));
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name]!);
      const before = lines.length;
      await visitor.request(op.method, `${path}?q=${searched}&email=someone%40example.com`, op.method === 'GET' ? {} : { payload: {} });
      const logged = lines.slice(before);
      const text = logged.join('\n');
      assert.ok(!text.includes(secret), `${op.id} logged its secret:\n${text}`);
      assert.ok(!text.includes(searched) && !text.includes('someone'), `${op.id} logged its query string:\n${text}`);
      const expected = op.path.replace(/\{(\w+)\}/g, (named, name: string) => (SECRET_PATH_PARAMETERS.has(name) ? named : values[name]!));
      const incoming = logged.map((line) => JSON.parse(line) as LogLine).find((line) => line.msg === 'incoming request');
      assert.deepEqual(incoming?.req && { method: incoming.req.method, url: incoming.req.url }, { method: op.method, url: expected }, text);
    }
  });

  it('logs a signed-in route by its path, ids and all, without the query string', async () => {
    const before = lines.length;
    const id = randomUUID();
    await browser(api.app).get(`/api/contacts/${id}?q=Lena%20Park`);
    const incoming = lines
      .slice(before)
      .map((line) => JSON.parse(line) as LogLine)
      .find((line) => line.msg === 'incoming request');
    assert.equal(incoming?.req?.url, `/api/contacts/${id}`);
  });

  it('masks the pay page too, and the token-like parts of a path no route matched', () => {
    assert.equal(loggedUrl({ url: '/pay/Zx1-secret_link?utm=mail', routeOptions: { url: '/pay/:paymentLinkId' } }), '/pay/{paymentLinkId}');
    // the booking page carries the visitor's token in its query (manage=…), which is never logged
    assert.equal(loggedUrl({ url: '/book?business=b1&manage=Tok3n', routeOptions: { url: '/book' } }), '/book');
    // a path no route matched: anything that could be a token goes (a pay link with a slash added)
    assert.equal(loggedUrl({ url: '/pay/Zx1AbCdEfGh-secret_link/?utm=mail', routeOptions: {} }), '/pay/…/');
    assert.equal(loggedUrl({ url: '/nowhere/at/all?q=1', routeOptions: {} }), '/nowhere/at/all');
  });
});
