import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// Load shedding (docs/decisions/0065): an instance handles at most `maxActive` requests at once; the
// next ones wait their turn, first come first served, and one that has waited `maxWaitMs` is answered
// 503 with Retry-After instead of waiting on. Past what the instance can serve, the overflow is told
// at once to come back (a balancer's retry, a client's next try) while the requests let in keep
// their pace: without it every request waits in the database connection's queue, the longest ones
// for tens of seconds, and clients time out on work the server still does.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * answered whatever the load, without a turn: the balancer's health check (a busy instance that
     * failed it would be taken out while it can still serve) and an event stream (open for hours, it
     * would hold a turn all that time)
     */
    outsideAdmission?: true;
  }
}

export type AdmissionOptions = {
  /** requests handled at once */
  maxActive: number;
  /** how long a request waits for its turn before it is answered 503 */
  maxWaitMs: number;
};

/** when a client turned away should try again */
export const OVERLOAD_RETRY_AFTER_SECONDS = 1;

/** The error a request turned away raises: the error handler answers it (503, `unavailable`, Retry-After). */
export class Overloaded extends Error {
  constructor() {
    super('Frontdesk is busy just now; try again in a moment');
    this.name = 'Overloaded';
  }
}

export type AdmissionState = { active: number; waiting: number };

type Waiter = { since: number; admit: () => void; refuse: () => void };

async function admissionPlugin(app: FastifyInstance, { maxActive, maxWaitMs }: AdmissionOptions) {
  let active = 0;
  /** the requests waiting their turn, first come first served */
  const queue: Waiter[] = [];

  /** A freed turn goes to the first in line that has not waited too long (a busy event loop runs the timers late). */
  const next = () => {
    for (let waiter = queue.shift(); waiter; waiter = queue.shift()) {
      if (performance.now() - waiter.since <= maxWaitMs) return waiter.admit();
      waiter.refuse();
    }
  };
  /** its turn ends when its answer is sent, or its client has gone */
  const holdTurn = (reply: FastifyReply) => {
    active += 1;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      active -= 1;
      next();
    };
    reply.raw.once('finish', release);
    reply.raw.once('close', release);
  };

  app.decorate('admission', (): AdmissionState => ({ active, waiting: queue.length }));
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.config.outsideAdmission) return;
    if (active < maxActive && queue.length === 0) return holdTurn(reply);
    await new Promise<void>((resolve, reject) => {
      const out = () => {
        clearTimeout(timer);
        reply.raw.off('close', leave);
      };
      const waiter: Waiter = {
        since: performance.now(),
        admit: () => {
          out();
          holdTurn(reply);
          resolve();
        },
        refuse: () => {
          out();
          reject(new Overloaded());
        },
      };
      const leave = () => {
        queue.splice(queue.indexOf(waiter), 1);
        waiter.refuse();
      };
      const timer = setTimeout(leave, maxWaitMs);
      // a client that stopped waiting leaves the line (its answer goes nowhere)
      reply.raw.once('close', leave);
      queue.push(waiter);
    });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** how many requests are being handled and how many wait their turn */
    admission(): AdmissionState;
  }
}

/** The gate every request of the server passes (registered in buildServer right after the cookies). */
export const admission = fp(admissionPlugin, { name: 'frontdesk-admission' });
