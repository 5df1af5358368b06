import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { onRouteHookHandler } from 'fastify';
import { problems } from './responses';
import { UNSAFE } from './security';
import { CSRF_COOKIE, SESSION_COOKIE } from './session';

// The OpenAPI document (GET /api/openapi.json) is generated from the route schemas; this file holds
// what is not a route's: the document's header, and each operation's security and the refusals
// that come from where the route lives rather than from its handler. The document is linted with
// Redocly's recommended rules (openapi.test.ts).

/** The document's header: the route schemas fill in its paths. */
export const openapiDocument: FastifyDynamicSwaggerOptions['openapi'] = {
  openapi: '3.1.0',
  info: {
    title: 'Frontdesk API',
    version: '2.0.0',
    description: 'Spec §7 calls and the resource API (api/README.md).',
    // the product is not open source: an SPDX reference to a licence of its own
    license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Frontdesk-Proprietary' },
  },
  // the API is served on the origin of the app that calls it
  servers: [{ url: '/', description: 'The origin serving the app' }],
  components: {
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie (HttpOnly) that sign-in and sign-up set; a session lasts two days.',
      },
      csrf: {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRFToken',
        description:
          `Every unsafe method (POST, PATCH, DELETE) carries the CSRF token here or as the form field csrfmiddlewaretoken: ` +
          `with a session, the session's token (sign-in answers it); without one, the value of the ${CSRF_COOKIE} cookie (double submit).`,
      },
    },
  },
  // one tag per module (the routes name theirs)
  tags: [
    { name: 'Session', description: 'Sign-in, sign-up, the signed-in user and signpad mode.' },
    { name: 'Contacts', description: "The business's contacts: search, list, CRUD, CSV export and import." },
    { name: 'Assets', description: "Asset types (admins define them) and each contact's assets." },
    {
      name: 'Forms',
      description: 'Digital forms: the forms a business writes, the screen handed to a customer to sign one, and the signed forms of a contact.',
    },
    { name: 'Reminders', description: 'Reminders per contact.' },
    { name: 'Registers', description: 'Registers: open with a float, cash in and out, close with a blind count; their numbered Z-reports.' },
    { name: 'Settings', description: "The business's settings." },
    { name: 'Reports', description: 'Contact reports, and the money report (sales, tenders, staff, top items).' },
    { name: 'Audit', description: "The record of bulk reads and writes of the business's contacts." },
    { name: 'Checkout', description: 'Completing a sale: the cart priced from the catalogue and its tenders taken, in one transaction.' },
    { name: 'Payments', description: 'Transactions (payments and refunds) and their receipts.' },
    { name: 'Invoices', description: 'Invoices: billed to be paid later, paid in parts, refunded, voided; their payment links, history and CSV export.' },
    {
      name: 'Payment links',
      description: "The public pay page's calls: what a link asks for, and paying it by card (no session; the link's id is the secret).",
    },
    { name: 'Deposits', description: "Deposits held as a contact's credit: taken, applied at checkout, refunded or forfeited; a ledger per contact." },
    { name: 'Configuration', description: 'The runtime configuration the shell reads at start.' },
    { name: 'Catalogue', description: "Services and products with their prices, stock and variants, and the business's tax rates." },
    { name: 'Staff', description: 'The team the calendar books: its members, the services each performs, weekly hours, time off and extra hours.' },
    { name: 'Team', description: "The business's logins: invitations, roles, deactivation, and the mailed links that set and reset a password." },
    { name: 'Bookings', description: 'Bookings: the bookable services, free times, the lifecycle and history, recurring series, and the booking settings.' },
    { name: 'Mail', description: "The business's outgoing mail (the outbox) and the calls that send a receipt or an invoice by email." },
    { name: 'Documents', description: 'Invoices and receipts as PDF.' },
    { name: 'Social', description: "The business's feed: its activity (bookings, sales, new contacts) and its staff's posts." },
  ],
};

/** Where a route lives: the public scope, or the signed-in one (behind requireSession in server.ts). */
export type Access = 'public' | 'session';

/** What an operation needs, as OpenAPI security requirements (one alternative, every scheme in it). */
function requirementsOf(access: Access, unsafe: boolean) {
  const needs = [...(access === 'session' ? ['session'] : []), ...(unsafe ? ['csrf'] : [])];
  return needs.length ? [Object.fromEntries(needs.map((scheme) => [scheme, []]))] : [];
}

/**
 * An onRoute hook for one scope. A route's security and some of its refusals follow from the scope
 * it is registered in, so they are derived here once rather than written per route (where one would
 * drift from server.ts): every unsafe method may answer 403 `csrf_failed`; in the signed-in scope,
 * every route 401 `unauthorized`, and one not open to signpad mode 403 `signpad_mode`.
 * A route that sets `security` itself keeps it (a public route that checks the session in its
 * handler), and a status it documents itself keeps its schema.
 * Why a hook per scope: the scope is the one place that knows a route's access (server.ts registers
 * it there), and onRoute runs before Fastify compiles the route, so a derived refusal is serialized
 * like one the route declares.
 */
export function documentAccess(access: Access): onRouteHookHandler {
  return function documentAccess(route) {
    const schema = route.schema ?? {};
    const unsafe = [route.method].flat().some((method) => UNSAFE.has(method));
    const refusals = [...(access === 'session' ? [401] : []), ...(unsafe || (access === 'session' && !route.config?.signpad) ? [403] : [])];
    const own = typeof schema.response === 'object' && schema.response ? schema.response : undefined;
    route.schema = {
      ...schema,
      security: schema.security ?? requirementsOf(access, unsafe),
      // a route without refusals of its scope keeps its answers as they are (none: a default 200)
      ...(refusals.length ? { response: { ...problems(...refusals), ...own } } : {}),
    };
  };
}
