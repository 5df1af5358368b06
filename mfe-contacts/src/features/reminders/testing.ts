// Test helpers for the reminders, lost customers, reports and import pages (tests only).
import type { Contact, Reminder } from '@frontdesk/shared';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const noContent = () => new Response(null, { status: 204 });
export const problem = (status: number, title = 'Error') =>
  json({ type: 'about:blank', title, status, detail: title }, status);

/**
 * Answers the page's API calls with `handler` (by method, path and query; a 404 for what it does
 * not answer) and records every call with its JSON body, for the test to read.
 */
export function mockApi(handler: Handler) {
  const calls: Call[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const call: Call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    return (await handler(call)) ?? problem(404, 'Not Found');
  });
  return {
    spy,
    calls,
    /** the calls made with this method to this path */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function aReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 'r1',
    contactId: 'c1',
    contactName: 'Ann Lee',
    dueOn: '2025-06-10',
    note: 'Call about the follow-up',
    doneAt: null,
    status: 'due',
    createdAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    phone: '5551234567',
    address: '',
    notes: '',
    tags: [],
    source: 'walk_in',
    marketingConsent: false,
    image_32x32: '',
    createdAt: '2024-01-05T12:00:00.000Z',
    updatedAt: '2024-01-05T12:00:00.000Z',
    lastVisitAt: '2024-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/**
 * jsdom lays nothing out: give recharts' responsive containers a size to fill (only them, so a
 * legend is not measured as tall as the chart).
 */
export function giveChartsASize(width = 640, height = 320) {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ width, height })
      : measure.call(this);
  });
}

/**
 * jsdom computes an element's style by matching it against every CSS rule on the page, and antd
 * injects hundreds: with a table, a form and selects on screen, opening one dropdown (which reads
 * computed styles to place itself) took seconds. These tests need no stylesheet: each element's own
 * inline style stands in for its computed style (so inline display: none still hides it).
 */
export function skipStylesheets() {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => (element as HTMLElement).style);
}
