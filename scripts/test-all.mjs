#!/usr/bin/env node
// `pnpm test:all` (what `npm test` runs): every check of the repository, stopping at the first that
// fails, then how long each took.
//
// The type check runs on one core (scripts/typecheck.mjs), so the build the end-to-end tests need
// (e2e/build-if-needed.mjs) and the lint (scripts/lint.mjs) run beside it; then jest, the API tests and the end-to-end tests in
// turn, each of which keeps both cores busy on its own (docs/decisions/0017-test-line-time.md).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// the pnpm running this script, when there is one (pnpm test:all), else the one on PATH
const execpath = process.env.npm_execpath ?? '';
const pnpm = /pnpm\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : ['pnpm'];

/** @typedef {{ name: string, command: string[], env?: Record<string, string> }} Step */

/** @type {Step[][]} each stage's steps run side by side; the stages run in turn */
const stages = [
  [
    { name: 'typecheck', command: [...pnpm, 'run', 'typecheck'] },
    // lint, import rules and formatting (scripts/lint.mjs, decision 0037)
    { name: 'lint', command: [...pnpm, 'run', 'lint'] },
    // the build the end-to-end tests serve, without source maps (nothing in the tests reads them,
    // and they are a fifth of the build's time) and with a fast brotli level (the tests check that
    // brotli is served, not how small it is); a production `pnpm build` still does both in full
    { name: 'build for e2e', command: [process.execPath, 'e2e/build-if-needed.mjs'], env: { FRONTDESK_SOURCE_MAPS: 'false', FRONTDESK_BROTLI_QUALITY: '5' } },
  ],
  [{ name: 'unit and component tests (jest)', command: [...pnpm, 'run', 'test:unit'] }],
  [{ name: 'API tests', command: [...pnpm, 'run', 'test:api'] }],
  [{ name: 'end-to-end tests', command: [...pnpm, 'run', 'test:e2e'] }],
];

/** @param {Step} step @returns {Promise<{ step: Step, code: number, seconds: number }>} */
function run(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
    const done = (code) => resolve({ step, code, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      console.error(`[test:all] ${step.name} could not start: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const lineStarted = Date.now();
/** @type {{ step: Step, code: number, seconds: number }[]} */
const results = [];
let failed;
for (const stage of stages) {
  const stageResults = await Promise.all(stage.map(run));
  results.push(...stageResults);
  failed = stageResults.find((r) => r.code !== 0);
  if (failed) break;
}

console.log('\n[test:all] times (wall clock; steps of one stage ran side by side):');
for (const { step, code, seconds } of results) {
  console.log(`  ${step.name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s${code === 0 ? '' : `  FAILED (exit ${code})`}`);
}
console.log(`  ${'all'.padEnd(34)} ${((Date.now() - lineStarted) / 1000).toFixed(1).padStart(6)} s`);
if (failed) {
  console.error(`\n[test:all] ${failed.step.name} failed: see its messages above.`);
  process.exit(failed.code);
}
