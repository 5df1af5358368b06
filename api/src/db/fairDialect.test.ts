import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConnectionQueue, inBackground } from './fairDialect';

// The embedded database's one connection (src/db/fairDialect.ts): handed out in the order it was
// asked for, requests before background work, and never from one holder to the next without a turn
// of the event loop between them, so the process reads its sockets while requests keep it busy.

describe("the embedded database's connection queue", () => {
  it('hands the connection to the requests in the order they asked', async () => {
    const queue = new ConnectionQueue();
    await queue.acquire();
    const order: number[] = [];
    const waiting = [1, 2, 3].map((n) => queue.acquire().then(() => order.push(n)));
    for (let i = 0; i < 3; i += 1) {
      queue.release();
      await waiting[i];
    }
    assert.deepEqual(order, [1, 2, 3]);
    queue.release();
  });

  it('lets the event loop turn between two holders: what was due (a socket to read) runs before the next holder', async () => {
    const queue = new ConnectionQueue();
    await queue.acquire();
    const order: string[] = [];
    const next = queue.acquire().then(() => order.push('next holder'));
    setImmediate(() => order.push('the event loop'));
    queue.release();
    await next;
    assert.deepEqual(order, ['the event loop', 'next holder']);
    queue.release();
  });

  it('serves a waiting request before waiting background work', async () => {
    const queue = new ConnectionQueue();
    await queue.acquire();
    const order: string[] = [];
    const job = inBackground(() => queue.acquire()).then(() => order.push('job'));
    const request = queue.acquire().then(() => order.push('request'));
    queue.release();
    await request;
    queue.release();
    await job;
    assert.deepEqual(order, ['request', 'job']);
    queue.release();
  });
});
