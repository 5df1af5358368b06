import { AsyncLocalStorage } from 'node:async_hooks';
import { PGliteAdapter, PGliteDialect, PGliteDriver, type DatabaseConnection, type Driver } from 'kysely';

// The embedded database has one connection. Kysely's own lock on it is not first come, first
// served: every waiter wakes when it is released and the quickest takes it, so a job that asks again
// at once (an import's next batch) could keep it while requests waited for the whole import (issue 9:
// `GET /api/health` waited 28.6 s behind a 5,000-row import). Here:
// - requests get the connection in the order they asked;
// - background work (jobs: `inBackground`) gets it only when no request is waiting, and only after a
//   turn of the event loop, so a request's next statement, or a request arriving on a socket, goes
//   first; a request waits for one batch of a job at most;
// - background work that has waited MAX_BACKGROUND_WAIT_MS goes next even so: steady traffic slows a
//   job down but cannot stop it;
// - the connection passes to the next in line after a turn of the event loop (setImmediate), not
//   at once: handed on directly, each statement's end started the next one's in the same chain of
//   promise callbacks, and while requests kept waiting the process never went back to its sockets.
//   Under load it accepted no connection and read no request for seconds (issue 36: a new
//   connection's health check waited 15 s, 69 requests of 6,213 over 2 s; with the turn, 0 and at
//   most 0.5 s, for the same throughput).

export const MAX_BACKGROUND_WAIT_MS = 500;

const background = new AsyncLocalStorage<true>();

/** Runs work (a job) behind the requests on the embedded database's connection. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** The connection's queue: requests first come, first served; background work when they are served. */
export class ConnectionQueue {
  #held = false;
  #handing = false;
  readonly #requests: (() => void)[] = [];
  readonly #jobs: { take: () => void; since: number }[] = [];

  async acquire(): Promise<void> {
    const isJob = background.getStore() === true;
    if (!this.#held && !(isJob && this.#requests.length)) {
      this.#held = true;
      return;
    }
    await new Promise<void>((take) => (isJob ? this.#jobs.push({ take, since: performance.now() }) : this.#requests.push(take)));
  }

  release(): void {
    const job = this.#jobs[0];
    const next = job && performance.now() - job.since > MAX_BACKGROUND_WAIT_MS ? this.#jobs.shift()!.take : this.#requests.shift();
    // still held: it is the next one's from here, once the event loop has read its sockets
    if (next) return void setImmediate(next);
    this.#held = false;
    if (this.#jobs.length) this.#handToJobLater();
  }

  // after a turn of the event loop, if the connection is still free and no request came for it
  #handToJobLater() {
    if (this.#handing) return;
    this.#handing = true;
    setImmediate(() => {
      this.#handing = false;
      if (this.#held || !this.#jobs.length) return;
      if (this.#requests.length) return void this.#requests.shift()!();
      this.#held = true;
      this.#jobs.shift()!.take();
    });
  }
}

class FairDriver extends PGliteDriver {
  readonly #queue = new ConnectionQueue();

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.acquire();
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#queue.release();
  }
}

// Kysely locks the connection itself only for adapters of one connection; this driver does it.
class FairAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** PGlite through Kysely, its connection handed out by a ConnectionQueue. */
export class FairPGliteDialect extends PGliteDialect {
  readonly #config: ConstructorParameters<typeof PGliteDialect>[0];

  constructor(config: ConstructorParameters<typeof PGliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createAdapter() {
    return new FairAdapter();
  }

  override createDriver(): Driver {
    return new FairDriver(this.#config);
  }
}
