import { createConfig, lintFromString, type IgnoreConfig, type NormalizedProblem } from '@redocly/openapi-core';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiCalls } from './apiCalls.generated';
import { apiCallsOf, type OpenApiDocument } from './openapiCalls';
import { browser, databaseKind, startApi, type Browser, type TestApi } from '../testing/harness';

// The OpenAPI document is the contract every client is written against: it must pass Redocly's
// `recommended` rules with no error and no warning.

const DOCUMENT = '/api/openapi.json';

/** A JSON pointer into the document's paths (`/api/csrf` → `#/paths/~1api~1csrf`). */
const pathPointer = (path: string) => `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * The problems the document cannot fix, each at its one location (the rule stays on everywhere
 * else), with why. An exemption that no longer matches a problem fails the suite.
 */
const exemptions: Record<string, string[]> = {
  // Public reads without parameters or a body: nothing a client sends can be refused, so there is
  // no 4XX answer to document.
  'operation-4xx-response': ['/config.json', '/remotes.json', '/api/csrf'].map((path) => `${pathPointer(path)}/get/responses`),
  // `/api/contacts/imports/{importId}` and `/api/contacts/{contactId}/assets` (or `/reminders`, `/form-requests`, `/signed-forms`) would
  // both match `/api/contacts/imports/assets` if the ids were any text. They are UUIDs and the router
  // matches the literal `imports` first, so no request is ambiguous; the paths are the API's own
  // (api/README.md) and do not change for the lint.
  'no-ambiguous-paths': [
    '/api/contacts/{contactId}/assets',
    '/api/contacts/{contactId}/reminders',
    '/api/contacts/{contactId}/form-requests',
    '/api/contacts/{contactId}/signed-forms',
  ].map(pathPointer),
};

const ignore: IgnoreConfig = {
  [DOCUMENT]: Object.fromEntries(Object.entries(exemptions).map(([rule, pointers]) => [rule, new Set(pointers)])),
};

/** One line per problem: a failing run says what to fix without the CLI. */
function describeProblem(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer ?? `line ${location.start.line}`).join(', ');
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

describe(`the OpenAPI document (${databaseKind} database)`, () => {
  let api: TestApi;
  let visitor: Browser;
  let source: string;
  before(async () => {
    // the production server's document: with the app's pages too, which must stay out of it
    api = await startApi({ jobs: false, config: { serveStatic: true } });
    visitor = browser(api.app);
    const res = await visitor.get(DOCUMENT);
    assert.equal(res.statusCode, 200);
    source = res.body;
  });
  after(() => api.close());

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] }, { ignore });
    const problems = await lintFromString({ source, absoluteRef: DOCUMENT, config });
    const unexempted = problems.filter((problem) => !problem.ignored).map(describeProblem);
    assert.deepEqual(unexempted, [], `\n${unexempted.join('\n')}`);

    const exempted = new Set(problems.filter((problem) => problem.ignored).map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`));
    const stale = Object.entries(exemptions)
      .flatMap(([rule, pointers]) => pointers.map((pointer) => `${rule} ${pointer}`))
      .filter((key) => !exempted.has(key));
    assert.deepEqual(stale, [], 'exemptions that no longer match a problem: remove them');
  });

  it('documents the spec calls', () => {
    const doc = JSON.parse(source);
    assert.equal(doc.openapi, '3.1.0');
    // `/api/user_info/` is served too (auth.test.ts) but kept out of the document: `/api/user_info` is the same call
    for (const path of ['/api/login', '/api/user_info', '/api/logout', '/api/login/token', '/api/signup', '/profile/switch_to_signpad', '/contact/search']) {
      assert.ok(doc.paths[path], path);
    }
  });

  it("is what the docs' API calls page lists (pnpm --filter @frontdesk/api docs:reference writes it again)", () => {
    assert.deepEqual(apiCallsOf(JSON.parse(source) as OpenApiDocument), apiCalls);
  });
});
