import type { LightMyRequestResponse } from 'fastify';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { utcDayOf } from '../lib/days';
import {
  TEST_ADMIN_PASSWORD,
  TEST_STAFF_PASSWORD,
  addContact,
  browser,
  databaseKind,
  signInStaff,
  signUp,
  startApi,
  type Browser,
  type SignedUp,
  type TestApi,
} from '../testing/harness';
import { openApiDocument, operationsOf, type Method } from '../testing/openapi';
import { UNSAFE } from './security';
import { newToken, tokenHash } from './session';
import type { ErrorCode } from './errors';
import { registeredRoutes } from './routeRegistry';
import { APPROVED_CARD } from '../testing/sales';
import { mailedCode } from '../testing/bookings';

// The authorization matrix: every operation the server has, sent as each kind of caller, against
// one declared table of who may call what. An operation without a decision, or a decision without
// an operation, fails the suite: a new route cannot ship without someone deciding who may call it.

/** `METHOD /path`, the path as the OpenAPI document writes it (`/api/contacts/{contactId}`) */
type Operation = `${Method} /${string}`;

const CALLERS = ['signedOut', 'staff', 'admin', 'otherAdmin', 'signpad'] as const;
type Caller = (typeof CALLERS)[number];
const callerNames: Record<Caller, string> = {
  signedOut: 'signed out',
  staff: 'a staff member of A',
  admin: "A's admin",
  otherAdmin: "B's admin with A's ids",
  signpad: "A's admin in signpad mode",
};

type Refusal = { status: number; code: ErrorCode };

/** What a request is made of: business A's rows, fresh ones for a call that uses one up, the caller. */
type Ctx = {
  a: {
    adminEmail: string;
    contactId: string;
    assetTypeId: string;
    assetId: string;
    formTemplateId: string;
    signedFormId: string;
    reminderId: string;
    importId: string;
    catalogueItemId: string;
    taxRateId: string;
    registerId: string;
    zReportId: string;
    transactionId: string;
    settlementBatchId: string;
    saleItemId: string;
    invoiceId: string;
    paymentLinkId: string;
    mailId: string;
    /** a chat thread of A's admin and A's staff member (both callers of A are its pair), and an image of it */
    chatThreadKey: string;
    chatAttachmentId: string;
    staffId: string;
    bookableServiceId: string;
    bookingId: string;
    /** a repeating series of A's bookings */
    seriesId: string;
    businessId: string;
    /** a project of A (with its board) */
    projectId: string;
  };
  fresh: {
    contact(): Promise<string>;
    assetType(): Promise<string>;
    /** a form of A in use (to take out of use) */
    formTemplate(): Promise<string>;
    /** a mail label of A's admin (a label is its maker's alone) */
    mailLabel(): Promise<string>;
    /** a post of A's admin on the feed (to delete) */
    post(): Promise<string>;
    /** A's form waiting on the browser's session when it is a session of A's (to sign) */
    waitingForm(b: Browser): Promise<void>;
    asset(): Promise<string>;
    reminder(): Promise<string>;
    /** a closed register of A (to open) */
    register(): Promise<string>;
    /** an open register of A (to move cash in or close) */
    openRegister(): Promise<string>;
    /** a deposit of A holding money (to refund or forfeit) */
    deposit(): Promise<string>;
    /** an invoice of A with a balance of 1000 (a draft, or open to pay or void) */
    invoice(status: 'draft' | 'open'): Promise<string>;
    /** an invoice of A paid by card (to refund), and its payment */
    paidInvoice(): Promise<{ invoiceId: string; transactionId: string }>;
    /** a payment link of a fresh open invoice of A (to pay) */
    paymentLink(): Promise<string>;
    /** a confirmed booking of A (to check in) */
    booking(): Promise<string>;
    /** a day off of A's staff member (to remove) */
    staffException(): Promise<string>;
    /** a visitor's hold of a slot of A online (its token) */
    hold(): Promise<string>;
    /** a visitor's confirmed online booking of A (its token) */
    onlineBooking(): Promise<string>;
    /** a visitor's hold of A whose details were sent over a minute ago (a new code may be asked): its token, and the code mailed */
    codedHold(): Promise<{ token: string; code: string }>;
    /** a visitor's ask to join A's full day's waitlist, sent over a minute ago: its token, and the code mailed */
    codedJoin(): Promise<{ token: string; code: string }>;
    /** a contact of A waiting for a full day (to take off the line) */
    waitlistEntry(): Promise<string>;
    /** a time the waitlist offered a contact of A (its token: to accept or decline) */
    offer(): Promise<string>;
    /** a login of A invited, and its invitation's token (to accept) */
    invitation(): Promise<{ userId: string; token: string }>;
    /** an active login of A (no caller's) and a reset link's token of it */
    resetToken(): Promise<string>;
    /** a list of A's kanban board with a card, the card's checklist and its check item (to change or remove) */
    kanban(): Promise<{ listId: string; cardId: string; checklistId: string; checkItemId: string }>;
  };
  caller: { b: Browser; password: string };
  unique: (prefix: string) => string;
};
/** `headers`: a money call's Idempotency-Key (moneyHeaders) */
type Call = { url: string; payload?: object; headers?: Record<string, string> };
/** an hour of 2031 no booking of the matrix has taken yet */
let bookedHours = 0;
const nextFreeHour = () => new Date(Date.UTC(2031, 0, 1) + ++bookedHours * 3_600_000).toISOString();
/** an hour of A's staff member's Mondays (09:00–17:00 UTC) from next week on that no call has held yet: online booking offers it */
let onlineSlots = 0;
/** a Tuesday from next week on: A's staff member works half an hour of it, booked (before()), so the day is full (the waitlist is for one) */
function fullDay() {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7 + ((9 - today.getUTCDay()) % 7))).toISOString().slice(0, 10);
}
/** the full day's first hour (taken: the offer is refused after who may ask is checked) */
const fullDayStart = () => `${fullDay()}T09:00:00.000Z`;
function nextOnlineSlot() {
  const today = new Date();
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 7 + ((8 - today.getUTCDay()) % 7));
  const i = onlineSlots++;
  return new Date(monday + Math.floor(i / 8) * 7 * 86_400_000 + (9 + (i % 8)) * 3_600_000).toISOString();
}
/** a money call's header: a new Idempotency-Key per request */
const moneyHeaders = () => ({ 'idempotency-key': randomUUID() });
/** the test processor's approved card (modules/money/providers/testProcessor.ts) */

type Decision = {
  /** public: anyone; session: any signed-in user of the business; admin: its admins only (403 admin_only) */
  access: 'public' | 'session' | 'admin';
  /** a signpad-mode session may call it; otherwise 403 signpad_mode (docs/decisions/0006) */
  signpad: boolean;
  /** it addresses a business-owned row by id: another business's admin gets 404 not_found, never the row */
  owned?: true;
  /** it signs in or out or changes the mode: each caller sends it on a session of its own */
  changesSession?: true;
  /** kept out of the OpenAPI document on purpose (`schema: { hide: true }`), with its success status */
  hidden?: { success: number };
  /** the request an allowed caller sends to succeed; without it, the path with no body */
  request?: (ctx: Ctx) => Call | Promise<Call>;
  /** a caller the access above does not describe, and why (in a comment) */
  except?: Partial<Record<Caller, Refusal>>;
};

type KanbanIds = Awaited<ReturnType<Ctx['fresh']['kanban']>>;
/** the kanban writes addressed by ids in the body (spec §7): each on a fresh list and card of A's, another business's admin gets 404 */
function kanbanWrites(bodies: Record<string, (ids: KanbanIds) => object>): Record<Operation, Decision> {
  return Object.fromEntries(
    Object.entries(bodies).map(([path, body]): [Operation, Decision] => [
      `POST /api/kanban/board/${path}`,
      {
        access: 'session',
        signpad: false,
        owned: true,
        request: async ({ fresh }) => ({ url: `/api/kanban/board/${path}`, payload: body(await fresh.kanban()) }),
      },
    ]),
  );
}

// Public reads stay open in signpad mode (a reload needs /config.json and the CSRF token); sign-in
// and sign-up do not: like logout, they would end the signpad session without the staff password.
const decisions: Record<Operation, Decision> = {
  'GET /config.json': { access: 'public', signpad: true },
  'GET /remotes.json': { access: 'public', signpad: true },
  'GET /api/health': { access: 'public', signpad: true, hidden: { success: 200 } },
  'GET /api/openapi.json': { access: 'public', signpad: true, hidden: { success: 200 } },
  'GET /api/csrf': { access: 'public', signpad: true },
  'POST /api/login': {
    access: 'public',
    signpad: false,
    changesSession: true,
    request: ({ a }) => ({ url: '/api/login', payload: { email: a.adminEmail, password: TEST_ADMIN_PASSWORD } }),
  },
  'POST /api/signup': {
    access: 'public',
    signpad: false,
    changesSession: true,
    request: ({ unique }) => ({
      url: '/api/signup',
      payload: { businessName: unique('Shop'), firstName: 'Ann', lastName: 'Other', email: `${unique('owner')}@matrix.test`, password: TEST_ADMIN_PASSWORD },
    }),
  },
  // registered outside the signed-in scope, it refuses a missing session itself (401)
  'POST /api/login/token': {
    access: 'session',
    signpad: true,
    request: ({ caller }) => ({ url: '/api/login/token', payload: { token: caller.b.cookies.get('csrftoken') ?? 'none' } }),
  },
  'GET /api/user_info': { access: 'session', signpad: true },
  // the spec's trailing-slash twin (§7), kept out of the document
  'GET /api/user_info/': { access: 'session', signpad: true, hidden: { success: 200 } },
  'POST /api/logout': { access: 'session', signpad: false, changesSession: true },
  'POST /profile/switch_to_signpad': {
    access: 'session',
    signpad: false,
    changesSession: true,
    // an account's can_switch_to_signpad decides; signInStaff's staff member does not have it
    except: { staff: { status: 403, code: 'forbidden' } },
  },
  'POST /profile/exit_signpad': {
    access: 'session',
    signpad: true,
    changesSession: true,
    request: ({ caller }) => ({ url: '/profile/exit_signpad', payload: { password: caller.password } }),
  },
  'POST /contact/search': { access: 'session', signpad: false, request: () => ({ url: '/contact/search', payload: { q: 'Some' } }) },
  'GET /api/contacts': { access: 'session', signpad: false },
  'POST /api/contacts': { access: 'session', signpad: false, request: () => ({ url: '/api/contacts', payload: { firstName: 'Matrix' } }) },
  'GET /api/contacts/tags': { access: 'session', signpad: false },
  'GET /api/contacts/duplicates': { access: 'session', signpad: false, request: () => ({ url: '/api/contacts/duplicates?email=some@one.test' }) },
  'GET /api/contacts/export.csv': { access: 'session', signpad: false },
  'GET /api/contacts/{contactId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/contacts/${a.contactId}` }) },
  'PATCH /api/contacts/{contactId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}`, payload: { notes: 'Seen' } }),
  },
  'DELETE /api/contacts/{contactId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/contacts/${await fresh.contact()}` }),
  },
  'POST /api/contact-merges': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: '/api/contact-merges', payload: { contactId: await fresh.contact(), duplicateId: await fresh.contact() } }),
  },
  'POST /api/contacts/imports': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/contacts/imports', payload: { rows: [{ firstName: 'Imported' }], duplicates: 'skip' } }),
  },
  'GET /api/contacts/imports/{importId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/imports/${a.importId}` }),
  },
  'GET /api/asset-types': { access: 'session', signpad: false },
  'GET /api/form-templates': { access: 'session', signpad: false },
  'POST /api/form-templates': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/form-templates', payload: { name: unique('Form'), intro: '', fields: [] } }),
  },
  'GET /api/form-templates/{formTemplateId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/form-templates/${a.formTemplateId}` }),
  },
  'PATCH /api/form-templates/{formTemplateId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/form-templates/${a.formTemplateId}`, payload: { intro: 'Matrix' } }),
  },
  'DELETE /api/form-templates/{formTemplateId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/form-templates/${await fresh.formTemplate()}` }),
  },
  'POST /api/contacts/{contactId}/form-requests': {
    access: 'session',
    signpad: false,
    owned: true,
    changesSession: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}/form-requests`, payload: { formTemplateId: a.formTemplateId } }),
    // it switches to signpad mode: an account's can_switch_to_signpad decides, as for /profile/switch_to_signpad
    except: { staff: { status: 403, code: 'forbidden' } },
  },
  // the customer holding the screen reads and signs the one form waiting on it
  'GET /api/signpad/form': { access: 'session', signpad: true },
  'POST /api/signpad/form': {
    access: 'session',
    signpad: true,
    changesSession: true,
    request: async ({ fresh, caller }) => {
      await fresh.waitingForm(caller.b);
      return {
        url: '/api/signpad/form',
        payload: {
          answers: {},
          signerName: 'Matrix Signer',
          signature: {
            strokes: [
              [
                [0.1, 0.1],
                [0.5, 0.5],
              ],
            ],
          },
        },
      };
    },
    // a form waits on a session of its own business only: none of A's waits on B's admin's
    except: { otherAdmin: { status: 409, code: 'conflict' } },
  },
  'GET /api/contacts/{contactId}/signed-forms': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}/signed-forms` }),
  },
  'GET /api/signed-forms/{signedFormId}/pdf': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/signed-forms/${a.signedFormId}/pdf` }),
  },
  'POST /api/asset-types': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/asset-types', payload: { type_name: unique('Type'), bookable: false, fields: [] } }),
  },
  'PATCH /api/asset-types/{assetTypeId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/asset-types/${a.assetTypeId}`, payload: { bookable: true } }),
  },
  'DELETE /api/asset-types/{assetTypeId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/asset-types/${await fresh.assetType()}` }),
  },
  'GET /api/contacts/{contactId}/assets': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}/assets` }),
  },
  'POST /api/contacts/{contactId}/assets': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}/assets`, payload: { assetTypeId: a.assetTypeId, data: {} } }),
  },
  'GET /api/assets/{assetId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/assets/${a.assetId}` }) },
  'PATCH /api/assets/{assetId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/assets/${a.assetId}`, payload: { name: 'Renamed' } }),
  },
  'DELETE /api/assets/{assetId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/assets/${await fresh.asset()}` }),
  },
  'GET /api/reminders': { access: 'session', signpad: false },
  'POST /api/contacts/{contactId}/reminders': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/contacts/${a.contactId}/reminders`, payload: { dueOn: '2030-01-15', note: 'Call back' } }),
  },
  'PATCH /api/reminders/{reminderId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/reminders/${a.reminderId}`, payload: { note: 'Called' } }),
  },
  'DELETE /api/reminders/{reminderId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/reminders/${await fresh.reminder()}` }),
  },
  'GET /api/settings/contacts': { access: 'session', signpad: false },
  'PATCH /api/settings/contacts': { access: 'admin', signpad: false, request: () => ({ url: '/api/settings/contacts', payload: { lostCustomerDays: 60 } }) },
  'GET /api/reports/repeat-frequency': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/reports/repeat-frequency?from=2024-01-01&to=2024-01-31' }),
  },
  'GET /api/reports/inbound-lead': { access: 'session', signpad: false, request: () => ({ url: '/api/reports/inbound-lead?from=2024-01-01&to=2024-01-31' }) },
  'GET /api/reports/digital-forms': { access: 'session', signpad: false },
  // admins only: a cashier who saw the day's cash taken would know what the blind count hides
  'GET /api/reports/sales': { access: 'admin', signpad: false, request: () => ({ url: '/api/reports/sales?from=2024-01-01&to=2024-01-31' }) },
  'GET /api/reports/sales/export.csv': { access: 'admin', signpad: false },
  'GET /api/audit-events': { access: 'admin', signpad: false },
  'GET /api/tax-rates': { access: 'session', signpad: false },
  'POST /api/tax-rates': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/tax-rates', payload: { name: unique('Rate'), rateBp: 500 } }),
  },
  'PATCH /api/tax-rates/{taxRateId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/tax-rates/${a.taxRateId}`, payload: { rateBp: 700 } }),
  },
  'GET /api/catalogue-items': { access: 'session', signpad: false },
  'GET /api/catalogue-categories': { access: 'session', signpad: false },
  'GET /api/catalogue-items/{itemId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/catalogue-items/${a.catalogueItemId}` }),
  },
  'POST /api/catalogue-items': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/catalogue-items', payload: { kind: 'service', name: unique('Item'), priceMinor: 1000 } }),
  },
  'PATCH /api/catalogue-items/{itemId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/catalogue-items/${a.catalogueItemId}`, payload: { priceMinor: 1200 } }),
  },
  // archives: archiving the same item again answers 204 as well
  'DELETE /api/catalogue-items/{itemId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/catalogue-items/${a.catalogueItemId}` }),
  },
  'GET /api/registers': { access: 'session', signpad: false },
  'POST /api/registers': { access: 'admin', signpad: false, request: ({ unique }) => ({ url: '/api/registers', payload: { name: unique('Till') } }) },
  'GET /api/registers/{registerId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/registers/${a.registerId}` }) },
  'PATCH /api/registers/{registerId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a, unique }) => ({ url: `/api/registers/${a.registerId}`, payload: { name: unique('Renamed till') } }),
  },
  'POST /api/registers/{registerId}/open': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/registers/${await fresh.register()}/open`, payload: { openingFloatMinor: 5000 }, headers: moneyHeaders() }),
  },
  'POST /api/registers/{registerId}/cash': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({
      url: `/api/registers/${await fresh.openRegister()}/cash`,
      payload: { kind: 'cash_in', amountMinor: 100, reason: 'Change' },
      headers: moneyHeaders(),
    }),
  },
  'POST /api/registers/{registerId}/close': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/registers/${await fresh.openRegister()}/close`, payload: { countedCashMinor: 5000 }, headers: moneyHeaders() }),
  },
  'GET /api/z-reports': { access: 'session', signpad: false },
  'GET /api/z-reports/export.csv': { access: 'session', signpad: false },
  'GET /api/z-reports/{zReportId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/z-reports/${a.zReportId}` }) },
  'POST /api/checkout': {
    access: 'session',
    signpad: false,
    request: ({ a }) => ({
      url: '/api/checkout',
      payload: { lines: [{ itemId: a.saleItemId, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1000, card: APPROVED_CARD }] },
      headers: moneyHeaders(),
    }),
    // another business's admin sends A's item: it is not in their catalogue (a field error, never A's item)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  // another business's key is not theirs: 'not_completed', never A's sale
  'GET /api/checkout/attempts/{key}': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/checkout/attempts/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d' }),
  },
  'GET /api/transactions/{transactionId}/receipt': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/transactions/${a.transactionId}/receipt` }),
  },
  'GET /api/transactions': { access: 'session', signpad: false },
  'GET /api/transactions/export.csv': { access: 'session', signpad: false },
  'GET /api/transactions/staff': { access: 'session', signpad: false },
  'GET /api/transactions/takings': { access: 'session', signpad: false, request: () => ({ url: '/api/transactions/takings?from=2026-01-01&to=2026-01-31' }) },
  'GET /api/settlement-batches': { access: 'session', signpad: false },
  'GET /api/settlement-batches/export.csv': { access: 'session', signpad: false },
  'GET /api/settlement-batches/{batchId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/settlement-batches/${a.settlementBatchId}` }),
  },
  // closing finished days is the back office's: a staff member sees the batches, an admin closes them
  'POST /api/settlement-batches/close': { access: 'admin', signpad: false },
  'GET /api/deposits': { access: 'session', signpad: false },
  'GET /api/deposit-ledgers/{contactId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/deposit-ledgers/${a.contactId}` }),
  },
  'POST /api/deposits': {
    access: 'session',
    signpad: false,
    request: ({ a }) => ({
      url: '/api/deposits',
      payload: { contactId: a.contactId, amountMinor: 500, tender: { tender: 'card', amountMinor: 500, card: APPROVED_CARD } },
      headers: moneyHeaders(),
    }),
    // another business's admin sends A's contact: not one of theirs (a field error, never A's contact)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  // giving a deposit back or keeping it ends a customer's credit: admins decide (docs/decisions/0020-money.md)
  'POST /api/deposits/{depositId}/refund': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/deposits/${await fresh.deposit()}/refund`, payload: {}, headers: moneyHeaders() }),
  },
  'POST /api/deposits/{depositId}/forfeit': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/deposits/${await fresh.deposit()}/forfeit`, payload: { reason: 'No-show' }, headers: moneyHeaders() }),
  },
  'GET /api/staff': { access: 'session', signpad: false },
  // the team and its hours are the owner's to set (issue 11 §1)
  'POST /api/staff': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/staff', payload: { name: unique('Stylist'), color: '#3366cc', serviceIds: [], hours: [] } }),
  },
  'PATCH /api/staff/{staffId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/staff/${a.staffId}`, payload: { color: '#cc6633' } }),
  },
  'GET /api/staff-exceptions': { access: 'session', signpad: false, request: () => ({ url: '/api/staff-exceptions?from=2031-01-01&to=2031-01-31' }) },
  'POST /api/staff-exceptions': {
    access: 'admin',
    signpad: false,
    request: ({ a }) => ({ url: '/api/staff-exceptions', payload: { staffId: a.staffId, day: '2031-02-01', kind: 'off' } }),
    // another business's admin names A's staff member: not one of theirs (a field error, never A's member)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  'DELETE /api/staff-exceptions/{exceptionId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/staff-exceptions/${await fresh.staffException()}` }),
  },
  // a business's logins are its admins' (issue 33 §10)
  'GET /api/team': { access: 'admin', signpad: false },
  'POST /api/team/invitations': {
    access: 'admin',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/team/invitations', payload: { email: `${unique('invitee')}@matrix.test`, firstName: 'In', role: 'staff' } }),
  },
  'POST /api/team/{userId}/invitation': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/team/${(await fresh.invitation()).userId}/invitation` }),
  },
  'PATCH /api/team/{userId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/team/${(await fresh.invitation()).userId}`, payload: { role: 'admin' } }),
  },
  'PATCH /api/profile': { access: 'session', signpad: false, request: () => ({ url: '/api/profile', payload: { bio: 'Matrix' } }) },
  'GET /api/social/feed': { access: 'session', signpad: false },
  'POST /api/social/posts': { access: 'session', signpad: false, request: () => ({ url: '/api/social/posts', payload: { body: 'Matrix post' } }) },
  'DELETE /api/social/posts/{postId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/social/posts/${await fresh.post()}` }),
    // the post is the admin's: a staff member may delete only their own
    except: { staff: { status: 403, code: 'forbidden' } },
  },
  // a new password ends the login's other sessions (the matrix's shared ones): a wrong current
  // password is sent, refused on the field once the session and the role have let it through
  'POST /api/profile/password': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/profile/password', payload: { currentPassword: 'not-the-password', newPassword: 'another-password-1' } }),
    except: {
      staff: { status: 400, code: 'validation_failed' },
      admin: { status: 400, code: 'validation_failed' },
      otherAdmin: { status: 400, code: 'validation_failed' },
    },
  },
  'POST /api/invitations/check': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: '/api/invitations/check', payload: { token: (await fresh.invitation()).token } }),
  },
  'POST /api/invitations/accept': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: '/api/invitations/accept', payload: { token: (await fresh.invitation()).token, password: 'matrix-password-1' } }),
  },
  'POST /api/password-reset': { access: 'public', signpad: false, request: () => ({ url: '/api/password-reset', payload: { email: 'nobody@matrix.test' } }) },
  'POST /api/password-reset/check': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: '/api/password-reset/check', payload: { token: await fresh.resetToken() } }),
  },
  'POST /api/password-reset/confirm': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: '/api/password-reset/confirm', payload: { token: await fresh.resetToken(), password: 'matrix-password-2' } }),
  },
  'GET /api/bookable-services': { access: 'session', signpad: false },
  // a service's booking rules are the owner's to set (issue 11 §2)
  'PATCH /api/bookable-services/{itemId}': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/bookable-services/${a.bookableServiceId}`, payload: { bufferAfterMinutes: 5 } }),
  },
  'GET /api/booking-slots': {
    access: 'session',
    signpad: false,
    request: ({ a }) => ({ url: `/api/booking-slots?day=2031-01-06&serviceIds=${a.bookableServiceId}` }),
    // another business's admin names A's service: not one they book (a field error)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  'GET /api/bookings': { access: 'session', signpad: false },
  // the desk's live feed of its business's bookings and money (issue 11 §9, issue 33 §5)
  'GET /api/events': { access: 'session', signpad: false },
  'POST /api/bookings': {
    access: 'session',
    signpad: false,
    request: ({ a }) => ({
      url: '/api/bookings',
      payload: { contactId: a.contactId, serviceIds: [a.bookableServiceId], staffId: a.staffId, startsAt: nextFreeHour() },
      headers: moneyHeaders(),
    }),
    // another business's admin sends A's contact, service and staff member: none is theirs (field errors)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  'GET /api/bookings/{bookingId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/bookings/${a.bookingId}` }) },
  'PATCH /api/bookings/{bookingId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/bookings/${a.bookingId}`, payload: { notes: 'Matrix note' } }),
  },
  'POST /api/bookings/{bookingId}/actions': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/bookings/${await fresh.booking()}/actions`, payload: { action: 'check_in' } }),
  },
  'GET /api/booking-settings': { access: 'session', signpad: false },
  'GET /api/booking-settings/reminder-preview': { access: 'session', signpad: false },
  'PATCH /api/booking-settings': { access: 'admin', signpad: false, request: () => ({ url: '/api/booking-settings', payload: { leadMinutes: 30 } }) },
  'GET /api/invoices': { access: 'session', signpad: false },
  'GET /api/invoices/export.csv': { access: 'session', signpad: false },
  'POST /api/invoices': {
    access: 'session',
    signpad: false,
    request: ({ a }) => ({ url: '/api/invoices', payload: { lines: [{ itemId: a.saleItemId, quantity: 1 }] }, headers: moneyHeaders() }),
    // another business's admin sends A's item: not in their catalogue (a field error, never A's item)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  'GET /api/invoices/{invoiceId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/invoices/${a.invoiceId}` }) },
  // its due date, terms and note before it is sent: the desk makes invoices, so staff may (docs/decisions/0044)
  'PATCH /api/invoices/{invoiceId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/invoices/${await fresh.invoice('draft')}`, payload: { terms: 'Net 30' }, headers: moneyHeaders() }),
  },
  'POST /api/invoices/{invoiceId}/issue': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/invoices/${await fresh.invoice('draft')}/issue`, headers: moneyHeaders() }),
  },
  // voiding and refunding undo a sale: admins decide (docs/decisions/0020-money.md)
  'POST /api/invoices/{invoiceId}/void': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/invoices/${await fresh.invoice('open')}/void`, payload: { reason: 'Billed twice' }, headers: moneyHeaders() }),
  },
  'POST /api/invoices/{invoiceId}/payments': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({
      url: `/api/invoices/${await fresh.invoice('open')}/payments`,
      payload: { tenders: [{ tender: 'card', amountMinor: 1000, card: APPROVED_CARD }] },
      headers: moneyHeaders(),
    }),
  },
  'POST /api/invoices/{invoiceId}/refunds': {
    access: 'admin',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => {
      const { invoiceId, transactionId } = await fresh.paidInvoice();
      return {
        url: `/api/invoices/${invoiceId}/refunds`,
        payload: { refunds: [{ transactionId, amountMinor: 100 }], reason: 'Unhappy' },
        headers: moneyHeaders(),
      };
    },
  },
  'POST /api/invoices/{invoiceId}/payment-links': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/invoices/${a.invoiceId}/payment-links` }),
  },
  // the pay page's calls: anyone holding the link (its id is the secret)
  'GET /api/pay/{paymentLinkId}': { access: 'public', signpad: true, request: ({ a }) => ({ url: `/api/pay/${a.paymentLinkId}` }) },
  // online booking (issue 11 §7): the public page of a business that takes online bookings; its
  // visitor's token names their hold, then their booking
  'GET /api/book/businesses/{businessId}': { access: 'public', signpad: true, request: ({ a }) => ({ url: `/api/book/businesses/${a.businessId}` }) },
  'GET /api/book/businesses/{businessId}/days': {
    access: 'public',
    signpad: true,
    request: ({ a }) => ({ url: `/api/book/businesses/${a.businessId}/days?from=2031-01-06&serviceIds=${a.bookableServiceId}` }),
  },
  'GET /api/book/businesses/{businessId}/logo': { access: 'public', signpad: true, request: ({ a }) => ({ url: `/api/book/businesses/${a.businessId}/logo` }) },
  'GET /api/book/businesses/{businessId}/slots': {
    access: 'public',
    signpad: true,
    request: ({ a }) => ({ url: `/api/book/businesses/${a.businessId}/slots?day=2031-01-06&serviceIds=${a.bookableServiceId}` }),
  },
  'POST /api/book/businesses/{businessId}/holds': {
    access: 'public',
    signpad: false,
    request: ({ a }) => ({ url: `/api/book/businesses/${a.businessId}/holds`, payload: { serviceIds: [a.bookableServiceId], startsAt: nextOnlineSlot() } }),
  },
  'POST /api/book/holds/{token}/release': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/holds/${await fresh.hold()}/release` }),
  },
  'POST /api/book/holds/{token}/confirm': {
    access: 'public',
    signpad: false,
    request: async ({ fresh, unique }) => ({
      url: `/api/book/holds/${await fresh.hold()}/confirm`,
      payload: { firstName: 'Vi', lastName: 'Sitor', email: `${unique('vi')}@example.test`, phone: '5550101010' },
    }),
  },
  'POST /api/book/holds/{token}/resend': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/holds/${(await fresh.codedHold()).token}/resend` }),
  },
  'POST /api/book/holds/{token}/verify': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => {
      const { token, code } = await fresh.codedHold();
      return { url: `/api/book/holds/${token}/verify`, payload: { code } };
    },
  },
  'GET /api/book/bookings/{token}': { access: 'public', signpad: true, request: async ({ fresh }) => ({ url: `/api/book/bookings/${await fresh.hold()}` }) },
  'POST /api/book/bookings/{token}/cancel': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/bookings/${await fresh.onlineBooking()}/cancel`, payload: {} }),
  },
  'POST /api/book/bookings/{token}/reschedule': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/bookings/${await fresh.onlineBooking()}/reschedule`, payload: { startsAt: nextOnlineSlot() } }),
  },
  // the waitlist (issue 11 §3): the desk's line, a visitor joining it online, an offer answered
  'GET /api/waitlist': { access: 'session', signpad: false },
  'POST /api/waitlist': {
    access: 'session',
    signpad: false,
    request: async ({ a, fresh }) => ({ url: '/api/waitlist', payload: { contactId: await fresh.contact(), serviceId: a.bookableServiceId, day: fullDay() } }),
    // another business's admin sends A's contact and service: none is theirs (field errors)
    except: { otherAdmin: { status: 400, code: 'validation_failed' } },
  },
  'DELETE /api/waitlist/{entryId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/waitlist/${await fresh.waitlistEntry()}` }),
  },
  'POST /api/waitlist/{entryId}/offer': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/waitlist/${await fresh.waitlistEntry()}/offer`, payload: { startsAt: fullDayStart() } }),
    // A's own callers reach the offer itself: the contact of the entry has no email to send it to (waitlist.test.ts offers one)
    except: { staff: { status: 400, code: 'validation_failed' }, admin: { status: 400, code: 'validation_failed' } },
  },
  'POST /api/book/businesses/{businessId}/waitlist': {
    access: 'public',
    signpad: false,
    request: ({ a, unique }) => ({
      url: `/api/book/businesses/${a.businessId}/waitlist`,
      payload: {
        firstName: 'Wai',
        lastName: 'Ting',
        email: `${unique('wait')}@example.test`,
        phone: '5550103030',
        serviceId: a.bookableServiceId,
        day: fullDay(),
      },
    }),
  },
  'POST /api/book/waitlist/{token}/resend': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/waitlist/${(await fresh.codedJoin()).token}/resend` }),
  },
  'POST /api/book/waitlist/{token}/verify': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => {
      const { token, code } = await fresh.codedJoin();
      return { url: `/api/book/waitlist/${token}/verify`, payload: { code } };
    },
  },
  'POST /api/book/offers/{token}/accept': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/offers/${await fresh.offer()}/accept` }),
  },
  'POST /api/book/offers/{token}/decline': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/book/offers/${await fresh.offer()}/decline` }),
  },
  'POST /api/pay/{paymentLinkId}': {
    access: 'public',
    signpad: false,
    request: async ({ fresh }) => ({ url: `/api/pay/${await fresh.paymentLink()}`, payload: { card: APPROVED_CARD }, headers: moneyHeaders() }),
  },
  // the outbox, mail and PDFs (modules/mail, src/pdf): anyone of the business at the desk
  // chat (modules/chat): the thread's pair (A's admin and staff member); anyone else's 404
  'GET /api/chat/contacts': { access: 'session', signpad: false },
  'GET /api/chat/threads': { access: 'session', signpad: false },
  'GET /api/chat/thread': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/chat/thread?threadKey=${a.chatThreadKey}` }) },
  'GET /api/chat/thread/mark-as-seen': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/chat/thread/mark-as-seen?threadKey=${a.chatThreadKey}` }),
  },
  'POST /api/chat/messages/new': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: '/api/chat/messages/new', payload: { threadKey: a.chatThreadKey, body: 'Matrix' } }),
  },
  'GET /api/chat/attachments/{attachmentId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/chat/attachments/${a.chatAttachmentId}` }),
  },
  'POST /api/transactions/{transactionId}/receipt/email': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/transactions/${a.transactionId}/receipt/email`, payload: { to: 'matrix@example.test' }, headers: moneyHeaders() }),
  },
  'POST /api/invoices/{invoiceId}/send': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/invoices/${a.invoiceId}/send`, payload: { to: 'matrix@example.test' }, headers: moneyHeaders() }),
  },
  // Mail (modules/mailbox, issue 35 §1): anyone of the business at the desk, each their own mailbox.
  // A's outgoing email (a.mailId) is in every mailbox of A; a label is its maker's (A's admin's), so
  // A's staff member does not reach it either (404, as for another business).
  'GET /api/mail/labels': { access: 'session', signpad: false },
  'POST /api/mail/labels': { access: 'session', signpad: false, request: ({ unique }) => ({ url: '/api/mail/labels', payload: { name: unique('Label') } }) },
  'PATCH /api/mail/labels/{labelId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh, unique }) => ({ url: `/api/mail/labels/${await fresh.mailLabel()}`, payload: { name: unique('Renamed') } }),
    except: { staff: { status: 404, code: 'not_found' } },
  },
  'DELETE /api/mail/labels/{labelId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: async ({ fresh }) => ({ url: `/api/mail/labels/${await fresh.mailLabel()}` }),
    except: { staff: { status: 404, code: 'not_found' } },
  },
  'GET /api/mail/mails': { access: 'session', signpad: false, request: () => ({ url: '/api/mail/mails?label=sent' }) },
  'POST /api/mail/mails': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/mail/mails', payload: { to: ['matrix@example.test'], subject: 'Hello', body: 'A word' }, headers: moneyHeaders() }),
  },
  'POST /api/mail/drafts': {
    access: 'session',
    signpad: false,
    request: () => ({ url: '/api/mail/drafts', payload: { to: [], subject: '', body: 'Half a thought' } }),
  },
  'PATCH /api/mail/mails/{mailId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/mail/mails/${a.mailId}`, payload: { isStarred: true } }),
  },
  'GET /api/mail/mail': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/mail/mail?mailId=${a.mailId}` }) },
  'GET /api/mail/colleagues': { access: 'session', signpad: false },
  'GET /api/invoices/{invoiceId}/pdf': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/invoices/${a.invoiceId}/pdf` }) },
  'GET /api/transactions/{transactionId}/receipt.pdf': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/transactions/${a.transactionId}/receipt.pdf` }),
  },
  'GET /api/bookings/{bookingId}/calendar.ics': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/bookings/${a.bookingId}/calendar.ics` }),
  },
  'GET /api/booking-series/{seriesId}/calendar.ics': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/booking-series/${a.seriesId}/calendar.ics` }),
  },
  // issue 35 §3, §4: the board and the projects are every signed-in user's of the business; a
  // list, card, checklist or item is addressed by its id in the body (another business's: 404)
  'GET /api/kanban/board': { access: 'session', signpad: false },
  'POST /api/kanban/board/lists/new': {
    access: 'session',
    signpad: false,
    request: ({ unique }) => ({ url: '/api/kanban/board/lists/new', payload: { name: unique('List') } }),
  },
  ...kanbanWrites({
    'list/update': ({ listId }) => ({ listId, update: { name: 'Matrix' } }),
    'lists/clear': ({ listId }) => ({ listId }),
    'lists/remove': ({ listId }) => ({ listId }),
    'cards/new': ({ listId }) => ({ listId, name: 'Matrix card' }),
    'cards/update': ({ cardId }) => ({ cardId, update: { name: 'Matrix' } }),
    'cards/move': ({ cardId, listId }) => ({ cardId, listId, position: 0 }),
    'cards/remove': ({ cardId }) => ({ cardId }),
    'checklists/new': ({ cardId }) => ({ cardId, name: 'Matrix' }),
    'checklists/update': ({ cardId, checklistId }) => ({ cardId, checklistId, update: { name: 'Matrix' } }),
    'checklists/remove': ({ cardId, checklistId }) => ({ cardId, checklistId }),
    'checkitems/new': ({ cardId, checklistId }) => ({ cardId, checklistId, name: 'Matrix' }),
    'checkitems/update': ({ cardId, checklistId, checkItemId }) => ({ cardId, checklistId, checkItemId, update: { state: 'complete' } }),
    'checkitems/remove': ({ cardId, checklistId, checkItemId }) => ({ cardId, checklistId, checkItemId }),
  }),
  'POST /api/kanban/board/cards/comments': {
    access: 'session',
    signpad: false,
    owned: true,
    // written as oneself: the caller's own id (a signed-out caller has none: any id)
    request: async ({ fresh, caller }) => {
      const me = await caller.b.get('/api/user_info');
      const userId = me.statusCode === 200 ? (me.json() as { id: string }).id : randomUUID();
      return { url: '/api/kanban/board/cards/comments', payload: { userId, cardId: (await fresh.kanban()).cardId, message: 'Matrix' } };
    },
  },
  'GET /api/projects': { access: 'session', signpad: false },
  'GET /api/projects/overview': { access: 'session', signpad: false },
  'POST /api/projects': { access: 'session', signpad: false, request: ({ unique }) => ({ url: '/api/projects', payload: { name: unique('Project') } }) },
  'GET /api/projects/{projectId}': { access: 'session', signpad: false, owned: true, request: ({ a }) => ({ url: `/api/projects/${a.projectId}` }) },
  'PATCH /api/projects/{projectId}': {
    access: 'session',
    signpad: false,
    owned: true,
    request: ({ a }) => ({ url: `/api/projects/${a.projectId}`, payload: { status: 'active' } }),
  },
};

const operations = Object.entries(decisions) as [Operation, Decision][];

/** The refusal a caller meets, in the order the server's hooks check (session, mode, role, then the row). */
function refusalFor(decision: Decision, caller: Caller): Refusal | undefined {
  if (decision.except?.[caller]) return decision.except[caller];
  switch (caller) {
    case 'signedOut':
      return decision.access === 'public' ? undefined : { status: 401, code: 'unauthorized' };
    case 'signpad':
      return decision.signpad ? undefined : { status: 403, code: 'signpad_mode' };
    case 'staff':
      return decision.access === 'admin' ? { status: 403, code: 'admin_only' } : undefined;
    case 'admin':
      return undefined;
    case 'otherAdmin':
      return decision.owned ? { status: 404, code: 'not_found' } : undefined;
  }
}

// each caller calls from an address of its own: exit_signpad's rate limit (10 a minute) counts per address
const addresses: Record<Caller, string> = {
  signedOut: '10.9.0.1',
  staff: '10.9.0.2',
  admin: '10.9.0.3',
  otherAdmin: '10.9.0.4',
  signpad: '10.9.0.5',
};

function parse(operation: Operation): { method: Method; path: string } {
  const [method, path] = operation.split(' ') as [Method, string];
  return { method, path };
}

/** Fastify's `/a/:id` as OpenAPI writes it, `/a/{id}` */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function codeOf(res: LightMyRequestResponse): unknown {
  try {
    return (JSON.parse(res.body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** A chat thread of A's admin with A's staff member, begun by an image (a 1×1 PNG). */
async function chatOf(admin: Browser, staff: Browser) {
  const staffId = ((await staff.get('/api/user_info')).json() as { id: string }).id;
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  const res = await admin.post('/api/chat/messages/new', { payload: { userId: staffId, body: 'Hello', attachments: [png] } });
  assert.equal(res.statusCode, 201, res.body);
  const message = res.json() as { threadKey: string; attachments: string[] };
  return { chatThreadKey: message.threadKey, chatAttachmentId: message.attachments[0]!.split('/').pop()! };
}

const outcome = (refusal: Refusal | undefined) => (refusal ? `${refusal.status} ${refusal.code}` : 'its success status');

describe(`authorization matrix (${databaseKind} database)`, () => {
  let api: TestApi;
  let alpha: SignedUp;
  let beta: SignedUp;
  let staffEmail: string;
  let ctx: Omit<Ctx, 'caller'>;
  /** success status per operation, as the OpenAPI document has it */
  let documented: Map<string, string[]>;
  /** the operations that answer an event stream (the document says so): read as far as their headers */
  let streams: Set<string>;
  const sessions = new Map<Caller, Browser>();
  let counter = 0;

  const created = (res: LightMyRequestResponse) => {
    assert.ok([201, 202].includes(res.statusCode), res.body);
    return (res.json() as { id: string }).id;
  };

  async function signIn(caller: Caller, email: string, password: string) {
    const b = browser(api.app, addresses[caller]);
    const res = await b.login(email, password);
    assert.equal(res.statusCode, 200, res.body);
    return b;
  }

  /** A new session of the caller (sign-in, sign-out and mode switches use one up). */
  async function newSession(caller: Caller): Promise<Browser> {
    switch (caller) {
      case 'signedOut':
        return browser(api.app, addresses.signedOut).visit();
      case 'staff':
        return signIn(caller, staffEmail, TEST_STAFF_PASSWORD);
      case 'admin':
        return signIn(caller, alpha.email, TEST_ADMIN_PASSWORD);
      case 'otherAdmin':
        return signIn(caller, beta.email, TEST_ADMIN_PASSWORD);
      case 'signpad': {
        const b = await signIn(caller, alpha.email, TEST_ADMIN_PASSWORD);
        const res = await b.post('/profile/switch_to_signpad');
        assert.equal(res.statusCode, 200, res.body);
        return b;
      }
    }
  }

  /** Sends the operation's request as the caller: on a session of its own when the call changes it. */
  async function send(
    operation: Operation,
    decision: Decision,
    caller: Caller,
    { csrf, shared = false, headers }: { csrf: boolean; shared?: boolean; headers?: Record<string, string> },
  ) {
    const { method, path } = parse(operation);
    const b = decision.changesSession && !shared ? await newSession(caller) : sessions.get(caller);
    assert.ok(b, `no session for ${caller}`);
    const password = caller === 'staff' ? TEST_STAFF_PASSWORD : TEST_ADMIN_PASSWORD;
    const call = decision.request ? await decision.request({ ...ctx, caller: { b, password } }) : { url: path };
    assert.doesNotMatch(call.url, /[{}]/, `${operation}: its request must fill the path's ids`);
    const options = {
      ...(call.payload ? { payload: call.payload } : {}),
      ...(call.headers || headers ? { headers: { ...call.headers, ...headers } } : {}),
      csrf,
    };
    if (!streams.has(operation)) return b.request(method, call.url, options);
    // an event stream stays open: it answers once its headers are written; a refusal is read whole
    const abort = new AbortController();
    const res = await b.request(method, call.url, { ...options, payloadAsStream: true, signal: abort.signal });
    let text = '';
    if (res.statusCode !== 200) for await (const chunk of res.stream()) text += String(chunk);
    abort.abort();
    return { statusCode: res.statusCode, headers: res.headers, body: text, json: () => JSON.parse(text) as unknown } as unknown as typeof res;
  }

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    alpha = await signUp(api, 'Alpha Matrix');
    beta = await signUp(api, 'Beta Matrix');
    const staff = await signInStaff(api, alpha.businessId);
    staffEmail = ((await staff.get('/api/user_info')).json() as { email: string }).email;

    const contactId = await addContact(api, alpha.businessId);
    const assetTypeId = created(await alpha.b.post('/api/asset-types', { payload: { type_name: 'Bike', bookable: false, fields: [] } }));
    const formTemplateId = created(await alpha.b.post('/api/form-templates', { payload: { name: 'Matrix consent', intro: '', fields: [] } }));
    const signedFormId = (
      await api.db
        .insertInto('signed_forms')
        .values({
          business_id: alpha.businessId,
          contact_id: contactId,
          form_name: 'Matrix consent',
          signature: JSON.stringify({
            strokes: [
              [
                [0, 0],
                [1, 1],
              ],
            ],
          }),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const newAsset = async () => created(await alpha.b.post(`/api/contacts/${contactId}/assets`, { payload: { assetTypeId, data: {} } }));
    const newReminder = async () =>
      created(await alpha.b.post(`/api/contacts/${contactId}/reminders`, { payload: { dueOn: '2030-01-15', note: 'Call back' } }));
    const unique = (prefix: string) => `${prefix}${++counter}`;
    const newRegister = async () => created(await alpha.b.post('/api/registers', { payload: { name: unique('Till') } }));
    const openRegister = async () => {
      const registerId = await newRegister();
      created(await alpha.b.post(`/api/registers/${registerId}/open`, { payload: { openingFloatMinor: 5000 }, headers: moneyHeaders() }));
      return registerId;
    };
    const registerId = await openRegister();
    const catalogueItemId = created(await alpha.b.post('/api/catalogue-items', { payload: { kind: 'service', name: 'Matrix wash', priceMinor: 1000 } }));
    // an item of its own for the sales: the catalogue's decisions archive catalogueItemId
    const saleItemId = created(await alpha.b.post('/api/catalogue-items', { payload: { kind: 'service', name: 'Matrix sale', priceMinor: 1000 } }));
    const sale = await alpha.b.post('/api/checkout', {
      payload: { lines: [{ itemId: saleItemId, quantity: 1 }], tenders: [{ tender: 'card', amountMinor: 1000, card: APPROVED_CARD }] },
      headers: moneyHeaders(),
    });
    assert.equal(sale.statusCode, 201, sale.body);
    const transactionId = (sale.json() as { transactions: { id: string }[] }).transactions[0]!.id;
    const newInvoice = async (status: 'draft' | 'open') =>
      created(await alpha.b.post('/api/invoices', { payload: { lines: [{ itemId: saleItemId, quantity: 1 }], status }, headers: moneyHeaders() }));
    const newPaymentLink = async () => created(await alpha.b.post(`/api/invoices/${await newInvoice('open')}/payment-links`));
    const invoiceId = await newInvoice('open');
    const bookableServiceId = created(
      await alpha.b.post('/api/catalogue-items', { payload: { kind: 'service', name: 'Matrix cut', priceMinor: 3000, durationMinutes: 30 } }),
    );
    const staffId = created(
      await alpha.b.post('/api/staff', {
        payload: { name: 'Matrix stylist', color: '#117733', serviceIds: [bookableServiceId], hours: [{ weekday: 1, starts: '09:00', ends: '17:00' }] },
      }),
    );
    // a 1×1 PNG: A's booking page has a logo to read
    const logo = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    assert.equal((await alpha.b.patch('/api/booking-settings', { payload: { onlineEnabled: true, horizonDays: 365, logo } })).statusCode, 200);
    assert.equal((await alpha.b.patch(`/api/bookable-services/${bookableServiceId}`, { payload: { bookableOnline: true } })).statusCode, 200);
    // each visitor from an address of their own: the public calls are rate-limited per address
    let visitors = 0;
    const visitor = () => browser(api.app, `10.2.${Math.floor(++visitors / 250)}.${visitors % 250}`).visit();
    const newHold = async () => {
      const v = await visitor();
      const res = await v.post(`/api/book/businesses/${alpha.businessId}/holds`, { payload: { serviceIds: [bookableServiceId], startsAt: nextOnlineSlot() } });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as { token: string }).token;
    };
    // a code mailed over a minute ago (a new one may be asked), as the mail says it
    let coded = 0;
    const sentAMinuteAgo = async (token: string, email: string) => {
      await api.db
        .updateTable('email_codes')
        .set({ sent_at: new Date(Date.now() - 61_000) })
        .where('token', '=', token)
        .execute();
      return { token, code: await mailedCode(api, alpha.businessId, email) };
    };
    const codedHold = async () => {
      const token = await newHold();
      const email = `hold-${++coded}@example.test`;
      const res = await (
        await visitor()
      ).post(`/api/book/holds/${token}/confirm`, { payload: { firstName: 'On', lastName: 'Line', email, phone: '5550102020' } });
      assert.equal(res.statusCode, 202, res.body);
      return sentAMinuteAgo(token, email);
    };
    const newBooking = async () => {
      const res = await alpha.b.post('/api/bookings', {
        payload: { contactId, serviceIds: [bookableServiceId], staffId, startsAt: nextFreeHour() },
        headers: moneyHeaders(),
      });
      assert.equal(res.statusCode, 201, res.body);
      return (res.json() as { bookings: { id: string }[] }).bookings[0]!.id;
    };
    // the waitlist's day: A's staff member works only half an hour of it (extra hours), and it is booked
    created(await alpha.b.post('/api/staff-exceptions', { payload: { staffId, day: fullDay(), kind: 'extra', starts: '09:00', ends: '09:30' } }));
    created(
      await alpha.b.post('/api/bookings', {
        payload: { contactId, serviceIds: [bookableServiceId], staffId, startsAt: `${fullDay()}T09:00:00Z` },
        headers: moneyHeaders(),
      }),
    );
    const zReportId = created(await alpha.b.post(`/api/registers/${registerId}/close`, { payload: { countedCashMinor: 5000 }, headers: moneyHeaders() }));
    ctx = {
      a: {
        adminEmail: alpha.email,
        contactId,
        assetTypeId,
        assetId: await newAsset(),
        formTemplateId,
        signedFormId,
        reminderId: await newReminder(),
        importId: created(await alpha.b.post('/api/contacts/imports', { payload: { rows: [{ firstName: 'Imp' }], duplicates: 'skip' } })),
        catalogueItemId,
        taxRateId: created(await alpha.b.post('/api/tax-rates', { payload: { name: 'Matrix tax', rateBp: 500 } })),
        registerId,
        zReportId,
        transactionId,
        // a batch of a finished day, written straight to the database (today's sale closes tomorrow)
        settlementBatchId: (
          await api.db
            .insertInto('settlement_batches')
            .values({ business_id: alpha.businessId, day: '2020-01-01', provider: 'test' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
        saleItemId,
        invoiceId,
        paymentLinkId: await newPaymentLink(),
        staffId,
        bookableServiceId,
        bookingId: await newBooking(),
        seriesId: (
          (
            await alpha.b.post('/api/bookings', {
              payload: { contactId, serviceIds: [bookableServiceId], staffId, startsAt: nextFreeHour(), repeat: { everyWeeks: 1, count: 2 } },
              headers: moneyHeaders(),
            })
          ).json() as { bookings: { seriesId: string }[] }
        ).bookings[0]!.seriesId,
        businessId: alpha.businessId,
        projectId: created(await alpha.b.post('/api/projects', { payload: { name: 'Matrix project' } })),
        mailId: (
          (
            await alpha.b.post(`/api/transactions/${transactionId}/receipt/email`, { payload: { to: 'matrix@example.test' }, headers: moneyHeaders() })
          ).json() as { mailId: string }
        ).mailId,
        ...(await chatOf(alpha.b, staff)),
      },
      fresh: {
        invoice: newInvoice,
        paidInvoice: async () => {
          const invoiceId = await newInvoice('open');
          const res = await alpha.b.post(`/api/invoices/${invoiceId}/payments`, {
            payload: { tenders: [{ tender: 'card', amountMinor: 1000, card: APPROVED_CARD }] },
            headers: moneyHeaders(),
          });
          assert.equal(res.statusCode, 201, res.body);
          return { invoiceId, transactionId: (res.json() as { transactions: { id: string }[] }).transactions[0]!.id };
        },
        paymentLink: newPaymentLink,
        booking: newBooking,
        staffException: async () => created(await alpha.b.post('/api/staff-exceptions', { payload: { staffId, day: '2031-03-01', kind: 'off' } })),
        hold: newHold,
        onlineBooking: async () => {
          const { token, code } = await codedHold();
          const res = await (await visitor()).post(`/api/book/holds/${token}/verify`, { payload: { code } });
          assert.equal(res.statusCode, 200, res.body);
          return token;
        },
        codedHold,
        codedJoin: async () => {
          const email = `join-${++coded}@example.test`;
          const res = await (
            await visitor()
          ).post(`/api/book/businesses/${alpha.businessId}/waitlist`, {
            payload: { firstName: 'Wai', lastName: 'Ting', email, phone: '5550103030', serviceId: bookableServiceId, day: fullDay() },
          });
          assert.equal(res.statusCode, 202, res.body);
          return sentAMinuteAgo((res.json() as { token: string }).token, email);
        },
        waitlistEntry: async () =>
          created(
            await alpha.b.post('/api/waitlist', {
              payload: { contactId: await addContact(api, alpha.businessId), serviceId: bookableServiceId, day: fullDay() },
            }),
          ),
        // a visitor's hold made an offer straight in the database (the offer job makes them when time frees up)
        offer: async () => {
          const token = await newHold();
          const waiting = await addContact(api, alpha.businessId);
          const held = await api.db
            .updateTable('bookings')
            .set({ contact_id: waiting })
            .where('visitor_token', '=', token)
            .returning(['id', 'starts_at'])
            .executeTakeFirstOrThrow();
          await api.db
            .insertInto('waitlist_entries')
            .values({
              business_id: alpha.businessId,
              contact_id: waiting,
              item_id: bookableServiceId,
              day: utcDayOf(held.starts_at),
              status: 'offered',
              booking_id: held.id,
              source: 'online',
            })
            .execute();
          return token;
        },
        invitation: async () => {
          const res = await alpha.b.post('/api/team/invitations', { payload: { email: `${unique('invited')}@matrix.test`, firstName: 'In', role: 'staff' } });
          assert.equal(res.statusCode, 201, res.body);
          const userId = (res.json() as { id: string }).id;
          const token = newToken();
          await api.db
            .insertInto('account_tokens')
            .values({
              token_hash: tokenHash(token),
              business_id: alpha.businessId,
              user_id: userId,
              purpose: 'invitation',
              expires_at: new Date(Date.now() + 3_600_000),
            })
            .execute();
          return { userId, token };
        },
        resetToken: async () => {
          const user = await api.db
            .insertInto('users')
            .values({ business_id: alpha.businessId, email: `${unique('resets')}@matrix.test`, password_hash: 'x', role: 'staff', register_id: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          const token = newToken();
          await api.db
            .insertInto('account_tokens')
            .values({
              token_hash: tokenHash(token),
              business_id: alpha.businessId,
              user_id: user.id,
              purpose: 'reset',
              expires_at: new Date(Date.now() + 3_600_000),
            })
            .execute();
          return token;
        },
        contact: () => addContact(api, alpha.businessId),
        assetType: async () => created(await alpha.b.post('/api/asset-types', { payload: { type_name: unique('Spare'), bookable: false, fields: [] } })),
        asset: newAsset,
        formTemplate: async () => created(await alpha.b.post('/api/form-templates', { payload: { name: unique('Spare form'), intro: '', fields: [] } })),
        mailLabel: async () => created(await alpha.b.post('/api/mail/labels', { payload: { name: unique('Label') } })),
        post: async () => created(await alpha.b.post('/api/social/posts', { payload: { body: unique('Matrix post') } })),
        waitingForm: async (b: Browser) => {
          const token = b.cookies.get('frontdesk_session');
          if (!token) return;
          const session = await api.db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.user_id')
            .select('users.business_id')
            .where('sessions.token_hash', '=', tokenHash(token))
            .executeTakeFirst();
          if (session?.business_id !== alpha.businessId) return;
          await api.db
            .insertInto('form_requests')
            .values({ session_hash: tokenHash(token), business_id: alpha.businessId, template_id: formTemplateId, contact_id: contactId })
            .execute();
        },
        kanban: async () => {
          const { board } = (await alpha.b.get('/api/kanban/board')).json() as { board: { boardId: string } };
          const owned = { business_id: alpha.businessId, name: 'Matrix' };
          // far below the lists the calls add (at the board's length)
          const list = await api.db
            .insertInto('kanban_lists')
            .values({ ...owned, board_id: board.boardId, position: 1000 + ++counter })
            .returning('id')
            .executeTakeFirstOrThrow();
          const card = await api.db
            .insertInto('kanban_cards')
            .values({ ...owned, board_id: board.boardId, list_id: list.id, position: 0 })
            .returning('id')
            .executeTakeFirstOrThrow();
          const checklist = await api.db
            .insertInto('kanban_checklists')
            .values({ ...owned, card_id: card.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          const item = await api.db
            .insertInto('kanban_check_items')
            .values({ ...owned, checklist_id: checklist.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          return { listId: list.id, cardId: card.id, checklistId: checklist.id, checkItemId: item.id };
        },
        reminder: newReminder,
        register: newRegister,
        openRegister,
        deposit: async () => {
          const res = await alpha.b.post('/api/deposits', {
            payload: { contactId, amountMinor: 500, tender: { tender: 'check', amountMinor: 500, checkNumber: '1001' } },
            headers: moneyHeaders(),
          });
          assert.equal(res.statusCode, 201, res.body);
          return (res.json() as { deposit: { id: string } }).deposit.id;
        },
      },
      unique,
    };
    for (const caller of CALLERS) sessions.set(caller, await newSession(caller));

    const operations = operationsOf(await openApiDocument(api.app));
    documented = new Map(operations.map((op) => [op.id, op.successes]));
    streams = new Set(operations.filter((op) => op.stream).map((op) => op.id));
  });
  after(() => api.close());

  /** The route's own config (role, signpad), for the failure message. */
  const configOf = (operation: Operation) => {
    const { method, path } = parse(operation);
    return registeredRoutes(api.app).find((route) => route.method === method && openApiPath(route.url) === path)?.config ?? null;
  };

  /** Every route the server registered, as operations, less the HEAD twin Fastify adds to each GET. */
  const registered = () => {
    const all = new Set(registeredRoutes(api.app).map((route) => `${route.method} ${openApiPath(route.url)}`));
    return [...all].filter((operation) => !(operation.startsWith('HEAD ') && all.has(operation.replace(/^HEAD/, 'GET'))));
  };

  describe('the table covers the API', () => {
    it('has a decision for every operation of the OpenAPI document', () => {
      const undecided = [...documented.keys()].filter((operation) => !(operation in decisions));
      assert.deepEqual(undecided, [], `operations without a decision: ${undecided.join(', ')}`);
    });

    it('has a decision for every route the server registers, and marks those the document hides', () => {
      const routes = registered();
      assert.ok(routes.includes('GET /api/contacts'), 'the route registry records the routes (recordRoutes in server.ts)');
      const undecided = routes.filter((operation) => !(operation in decisions));
      assert.deepEqual(undecided, [], `routes without a decision: ${undecided.join(', ')}`);
      const hiddenNotMarked = routes.filter((operation) => !documented.has(operation) && !decisions[operation as Operation]?.hidden);
      assert.deepEqual(hiddenNotMarked, [], `routes missing from the OpenAPI document: ${hiddenNotMarked.join(', ')}`);
      const markedButDocumented = Object.entries(decisions).filter(([operation, decision]) => decision.hidden && documented.has(operation));
      assert.deepEqual(
        markedButDocumented.map(([operation]) => operation),
        [],
        'marked hidden but documented',
      );
    });

    it('decides only operations the server has', () => {
      const routes = new Set(registered());
      const stale = Object.keys(decisions).filter((operation) => !routes.has(operation));
      assert.deepEqual(stale, [], `decisions for operations that no longer exist: ${stale.join(', ')}`);
    });
  });

  describe('every operation as every caller', () => {
    for (const [operation, decision] of operations) {
      for (const caller of CALLERS) {
        const refusal = refusalFor(decision, caller);
        it(`${operation} as ${callerNames[caller]}: ${outcome(refusal)}`, async () => {
          const res = await send(operation, decision, caller, { csrf: true });
          const where = `${operation} as ${callerNames[caller]} (route config ${JSON.stringify(configOf(operation))}) answered ${res.statusCode} ${res.body.slice(0, 300)}`;
          if (refusal) {
            assert.equal(res.statusCode, refusal.status, where);
            assert.equal(codeOf(res), refusal.code, where);
            return;
          }
          const successes = decision.hidden ? [String(decision.hidden.success)] : (documented.get(operation) ?? []);
          assert.equal(successes.length, 1, `${operation} documents one success status, not [${successes.join(', ')}]`);
          assert.equal(res.statusCode, Number(successes[0]), where);
        });
      }
    }
  });

  // last, on the shared sessions: a refused call changes nothing, and one wrongly let through (a
  // logout, a switch to signpad) leaves a session that a call without the token is refused on all the same
  describe('every unsafe operation without the CSRF token', () => {
    for (const [operation, decision] of operations) {
      if (!UNSAFE.has(parse(operation).method)) continue;
      for (const caller of CALLERS) {
        it(`${operation} as ${callerNames[caller]}: 403 csrf_failed`, async () => {
          // the booking page's calls without a session take X-Requested-With as their proof instead (security.ts embeddedCall): here, a form's
          const res = await send(operation, decision, caller, { csrf: false, shared: true, headers: { 'x-requested-with': 'form' } });
          const where = `${operation} without the CSRF token as ${callerNames[caller]} answered ${res.statusCode} ${res.body.slice(0, 300)}`;
          assert.equal(res.statusCode, 403, where);
          assert.equal(codeOf(res), 'csrf_failed', where);
        });
      }
    }
  });
});
