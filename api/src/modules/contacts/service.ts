import type { Contact as ContactRow } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { isEmailAddress, phoneDigits, storedPhone } from '../../http/inputRules';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { recordAudit, setAuditRowCount, type Actor } from '../audit/repo';
import { csvLine } from '../../lib/csv';
import {
  SEARCH_LIMIT,
  countMatches,
  deleteContact,
  eachContact,
  findContact,
  findDuplicates,
  hasDeposits,
  insertContact,
  listContacts,
  recentContacts,
  searchContacts,
  tagsInUse,
  updateContact,
  type ContactValues,
} from './repo';
import type {
  Contact,
  ContactFilter,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactSearchBody,
  ContactSearchResult,
  DuplicatesQuery,
  DuplicatesResult,
  TagList,
} from './schemas';
import { SEARCH_COUNT_CAP } from './schemas';

const NO_CONTACT = 'No such contact';

// The rules of a contact record (issue #4), shared by the form calls and the CSV import.

export const normalizeTags = (tags: string[]) => [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 20);

/**
 * Checks and normalizes an input. `existing` is the stored contact for a change (PATCH), so the
 * "first or last name" rule applies to the result, not to the fields sent.
 */
export function checkContact(input: ContactInput, existing?: { first_name: string; last_name: string }): Result<ContactValues> {
  const errors: FieldErrors = {};
  const values: ContactValues = {};
  const text = (v: string | undefined) => v?.trim();
  if (input.firstName !== undefined) values.first_name = text(input.firstName) ?? '';
  if (input.lastName !== undefined) values.last_name = text(input.lastName) ?? '';
  const first = values.first_name ?? existing?.first_name ?? '';
  const last = values.last_name ?? existing?.last_name ?? '';
  if (!first && !last) errors.firstName = fieldError('required', 'Enter a first or last name');
  if (input.email !== undefined) {
    const email = (text(input.email) ?? '').toLowerCase();
    if (email && !isEmailAddress(email)) errors.email = fieldError('invalid_email', 'Enter a valid email address');
    values.email = email;
  }
  if (input.phone !== undefined) {
    const phone = storedPhone(input.phone);
    if (phone === null) errors.phone = fieldError('invalid_phone', 'Enter a 10-digit phone number');
    else values.phone = phone;
  }
  if (input.address !== undefined) values.address = text(input.address) ?? '';
  if (input.notes !== undefined) values.notes = input.notes.trim();
  // lengths (a tag's too) are the schema's: the form's validation and the import's row checker
  if (input.tags !== undefined) values.tags = normalizeTags(input.tags);
  if (input.source !== undefined) values.source = input.source;
  if (input.marketingConsent !== undefined) values.marketing_consent = input.marketingConsent;
  if (input.image_32x32 !== undefined) {
    const url = text(input.image_32x32) ?? '';
    if (url && !/^https?:\/\/\S+$/.test(url)) errors.image_32x32 = fieldError('invalid_format', 'Enter an http(s) address');
    values.image_32x32 = url;
  }
  return Object.keys(errors).length ? invalid(errors) : ok(values);
}

/** A stored contact as the API answers it. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    tags: row.tags,
    source: row.source,
    marketingConsent: row.marketing_consent,
    image_32x32: row.image_32x32,
    createdAt: isoDateTime(row.created_at),
    updatedAt: isoDateTime(row.updated_at),
    lastVisitAt: row.last_visit_at ? isoDateTime(row.last_visit_at) : null,
  };
}

/** The drawer's search (spec §3): matches of `q`, or the most recently added for an empty `q` when asked. */
export async function searchForDrawer(tenant: Tenant, body: ContactSearchBody): Promise<ContactSearchResult> {
  const q = body.q?.trim() ?? '';
  const recent = body.include_recently_added === true || body.include_recently_added === 'true';
  const rows = q ? await searchContacts(tenant, q) : recent ? await recentContacts(tenant) : [];
  const results = rows.map((row) => ({
    data: { id: row.id, full_name: row.full_name, email: row.email, phone: row.phone, image_32x32: row.image_32x32 },
  }));
  // more matches than shown: the drawer says how many, and links to them all on the contacts list
  const counted = q && rows.length === SEARCH_LIMIT ? await countMatches(tenant, q, SEARCH_COUNT_CAP) : rows.length;
  return { data: { results, total: Math.min(counted, SEARCH_COUNT_CAP), more: counted > SEARCH_COUNT_CAP } };
}

export async function contactPage(tenant: Tenant, query: ContactListQuery): Promise<ContactPage> {
  const window = pageWindow(query);
  const { items, total } = await listContacts(tenant, query, window);
  return { items: items.map(toContact), total, page: window.page, pageSize: window.pageSize };
}

export async function tagList(tenant: Tenant): Promise<TagList> {
  return { tags: await tagsInUse(tenant) };
}

/** Other contacts sharing the email or the (10-digit) phone given: the form's warning. */
export async function duplicatesOf(tenant: Tenant, query: DuplicatesQuery): Promise<DuplicatesResult> {
  const email = query.email?.trim().toLowerCase() || undefined;
  const digits = query.phone ? phoneDigits(query.phone) : '';
  const phone = digits.length === 10 ? digits : undefined;
  const rows = await findDuplicates(tenant, {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(query.excludeId ? { excludeId: query.excludeId } : {}),
  });
  return {
    duplicates: rows.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      matches: [...(email && row.email.toLowerCase() === email ? (['email'] as const) : []), ...(phone && row.phone === phone ? (['phone'] as const) : [])],
    })),
  };
}

export async function contactById(tenant: Tenant, id: string): Promise<Result<Contact>> {
  const row = await findContact(tenant, id);
  return row ? ok(toContact(row)) : refuse('not_found', NO_CONTACT);
}

export async function createContact(tenant: Tenant, input: ContactInput): Promise<Result<Contact>> {
  const checked = checkContact(input);
  if (!checked.ok) return checked;
  return ok(toContact(await insertContact(tenant, checked.value)));
}

/** A change to a contact of the business. */
export async function changeContact(tenant: Tenant, id: string, input: ContactInput): Promise<Result<Contact>> {
  const existing = await findContact(tenant, id);
  if (!existing) return refuse('not_found', NO_CONTACT);
  const checked = checkContact(input, existing);
  if (!checked.ok) return checked;
  const row = await updateContact(tenant, id, checked.value);
  return row ? ok(toContact(row)) : refuse('not_found', NO_CONTACT);
}

/**
 * Deletes a contact with its assets, reminders and bookings: in_use while it has deposits on
 * record (money taken stays with whom it was taken for: the ledger's key is RESTRICT).
 */
export async function removeContact(tenant: Tenant, id: string): Promise<Result<null>> {
  if (await hasDeposits(tenant, id)) return refuse('in_use', 'This contact has deposits on record: it cannot be deleted');
  return (await deleteContact(tenant, id)) ? ok(null) : refuse('not_found', NO_CONTACT);
}

const CSV_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'address', 'tags', 'source', 'marketing_consent', 'notes', 'created_at', 'last_visit_at'];

/**
 * An export for a staff member: recorded in the audit trail before its first line, and its row
 * count once the last has been sent (an export cut off midway keeps a null count).
 */
export async function exportContacts(tenant: Tenant, actor: Actor, filter: ContactFilter): Promise<AsyncIterable<string>> {
  const auditId = await recordAudit(tenant, actor, 'contacts.export', { filter });
  return (async function* counted() {
    let rows = -1; // the header line is not a row
    for await (const line of contactCsvLines(tenant, filter)) {
      rows += 1;
      yield line;
    }
    await setAuditRowCount(tenant, auditId, rows);
  })();
}

/** The CSV export of every contact matching the filter, a line at a time (formulas defused by csvLine). */
async function* contactCsvLines(tenant: Tenant, filter: ContactFilter) {
  yield csvLine(CSV_COLUMNS);
  for await (const row of eachContact(tenant, filter)) {
    yield csvLine([
      row.first_name,
      row.last_name,
      row.email,
      row.phone,
      row.address,
      row.tags.join(';'),
      row.source,
      row.marketing_consent ? 'yes' : 'no',
      row.notes,
      isoDateTime(row.created_at),
      row.last_visit_at ? isoDateTime(row.last_visit_at) : '',
    ]);
  }
}
