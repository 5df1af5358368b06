import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The embedded database's folder is one process's (issue 36 §2): PGlite is a PostgreSQL server
// inside the process, with nothing to stop a second process starting another on the same files,
// and two writing one folder corrupt it. The process that opens it writes its pid in a file beside
// the folder (lockFileOf: `api/.data.lock`; PGlite wants the folder itself to hold only its own
// files), made only if absent; another process, or this one a second time, is refused with a clear
// error while that process lives. A crash leaves the file behind: a pid no process has is stale,
// and the next process takes the folder over.

/** The file beside `dataDir` that names the process holding it. */
export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

/** The folder is held by a living process (this one included). */
export class DataDirInUse extends Error {
  constructor(dataDir: string, holder: number) {
    super(
      holder === process.pid
        ? `The embedded database in ${dataDir} is already open in this process.`
        : `The embedded database in ${dataDir} is open in process ${holder}. It serves one process only: stop that process, or run several API instances on PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'DataDirInUse';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // a process of another user: alive, and not ours to signal
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Holds `dataDir` for this process; answers how to let it go. Throws DataDirInUse when a living process holds it. */
export function holdDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          // gone already
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      // removed between the two calls: try again
    }
    if (holder > 0 && (holder === process.pid || isAlive(holder))) throw new DataDirInUse(dataDir, holder);
    if (attempt > 0) throw new DataDirInUse(dataDir, holder);
    // a crashed process's file
    try {
      unlinkSync(file);
    } catch {
      // another process took it over first: the next attempt sees whose it is
    }
  }
}
