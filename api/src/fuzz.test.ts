import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeFindings, runFuzz, summary, type FuzzReport } from './testing/fuzz';
import { databaseKind, startApi, type TestApi } from './testing/harness';

// A bounded run of the fuzzer (src/testing/fuzz.ts): a fixed seed, so a failure here replays
// exactly; the long run is `pnpm bench:fuzz` (bench/README.md).
const SEED = 9;
const REQUESTS = 3000;

describe(`the API under ${REQUESTS} hostile requests drawn from its OpenAPI document (${databaseKind} database)`, () => {
  let api: TestApi;
  let report: FuzzReport;
  before(async () => {
    api = await startApi();
    report = await runFuzz(api, { seed: SEED, requests: REQUESTS });
  });
  after(() => api?.close());

  it('answers every request with a status below 500, and never with another business’s row', (t) => {
    t.diagnostic(summary(report));
    assert.equal(report.requests, REQUESTS);
    assert.equal(report.findings.length, 0, describeFindings(report));
  });

  it('leaves another business’s rows exactly as they were', () => {
    assert.equal(report.otherBusinessChanges.length, 0, `another business's rows changed:\n${report.otherBusinessChanges.join('\n')}`);
  });

  it('never links a row of the business to another business’s row', () => {
    assert.equal(report.crossLinks.length, 0, `rows naming another business's row:\n${report.crossLinks.join('\n')}`);
  });

  it('answers GET /api/health within a second afterwards', () => {
    assert.equal(report.health.status, 200);
    assert.ok(report.health.ms < 1000, `GET /api/health took ${Math.round(report.health.ms)} ms after the run`);
  });
});
