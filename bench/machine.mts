import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { repoRoot } from '../api/src/config.ts';

// What a result file says of the run besides its figures: the machine's load and the code measured.

/** The load average (1, 5 and 15 minutes), as a result file prints it. */
export const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

/** The commit measured, and how many files differed from it. */
export function commitOf() {
  const git = (...a: string[]) => execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8' }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), uncommittedChanges: git('status', '--porcelain').split('\n').filter(Boolean).length };
  } catch {
    return { commit: 'unknown', uncommittedChanges: 0 };
  }
}
