import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApi, Browser } from './harness';

/** One event of a server-sent event stream: its name and its data, read as JSON. */
export type StreamEvent = { event: string; data: unknown };

export type FollowedStream = {
  /** the events so far, in order */
  events: StreamEvent[];
  /** the answer's status, once the stream is open (its first bytes have come) or refused */
  opened: Promise<number>;
  /** settles when the server ends the answer */
  ended: Promise<void>;
  /** the browser lets the stream go (a closed tab) */
  close: () => void;
};

/** The server's address, listening on a free port (once: a suite's streams share it). */
export async function listeningPort(api: Pick<TestApi, 'app'>): Promise<number> {
  if (!api.app.server.listening) await api.app.listen({ port: 0, host: '127.0.0.1' });
  return (api.app.server.address() as AddressInfo).port;
}

/**
 * A browser's event stream over a real connection (app.inject waits for an answer's end, which a
 * stream does not have): its events as they come, and when it ends.
 */
export function followStream(port: number, b: Browser, path = '/api/events'): FollowedStream {
  const events: StreamEvent[] = [];
  const cookie = [...b.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const request = http.get({ host: '127.0.0.1', port, path, headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
  let ended: () => void = () => {};
  const end = new Promise<void>((resolve) => {
    ended = resolve;
  });
  const opened = new Promise<number>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      res.setEncoding('utf8');
      let pending = '';
      res.on('data', (chunk: string) => {
        pending += chunk;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
        }
        resolve(res.statusCode ?? 0);
      });
      res.on('end', () => {
        resolve(res.statusCode ?? 0);
        ended();
      });
      // a stream the browser let go ends too
      res.on('close', ended);
    });
  });
  return { events, opened, ended: end, close: () => request.destroy() };
}
