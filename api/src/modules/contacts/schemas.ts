import { Type, type Static } from '@sinclair/typebox';
import { CONTACT_SOURCES } from '../../db/schema';
import { FieldError } from '../../http/errors';
import { CHECKED_PER_ITEM, MAX_EMAIL_LENGTH } from '../../http/inputRules';
import { PageQuery, Paged } from '../../http/paging';

// Spec §3 and §7: the contact search call and its result shape; issue #4: the contact resource.

/** a tag's longest form */
export const MAX_TAG_LENGTH = 40;

/** POST /contact/search, form-encoded (or JSON): q, include_recently_added=true */
export const ContactSearchBody = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  include_recently_added: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Boolean()])),
  csrfmiddlewaretoken: Type.Optional(Type.String()),
});
export type ContactSearchBody = Static<typeof ContactSearchBody>;

export const ContactSearchHit = Type.Object({
  id: Type.String(),
  full_name: Type.String(),
  email: Type.String(),
  /** 10 digits; shown (xxx) xxx-xxxx */
  phone: Type.String(),
  image_32x32: Type.String(),
});
export type ContactSearchHit = Static<typeof ContactSearchHit>;

export const ContactSearchResult = Type.Object({
  data: Type.Object({
    results: Type.Array(Type.Object({ data: ContactSearchHit })),
    /** how many contacts match the text (the results are the newest of them), counted up to SEARCH_COUNT_CAP; the recent list's own length */
    total: Type.Integer(),
    /** more match than `total` says (it is the cap) */
    more: Type.Boolean(),
  }),
});

/** a search counts its matches up to this many (one more says "more than this") */
export const SEARCH_COUNT_CAP = 1000;
export type ContactSearchResult = Static<typeof ContactSearchResult>;

/** Where a contact came from (the inbound-lead report groups by it). */
export const ContactSource = Type.Union(CONTACT_SOURCES.map((source) => Type.Literal(source)));
export type ContactSource = Static<typeof ContactSource>;

/** A contact as the API answers it. */
export const Contact = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  /** 10 digits or empty; shown (xxx) xxx-xxxx */
  phone: Type.String(),
  address: Type.String(),
  notes: Type.String(),
  tags: Type.Array(Type.String()),
  source: ContactSource,
  marketingConsent: Type.Boolean(),
  image_32x32: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  lastVisitAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Contact = Static<typeof Contact>;

/**
 * What a form sends to create or change a contact (POST /api/contacts, PATCH /api/contacts/{id}:
 * every field optional there). The server's rules: a first or last name; email format; phone of
 * 10 digits (punctuation is dropped: "(555) 123-4567" is fine); up to 20 tags of 40 characters.
 */
export const ContactInput = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: MAX_EMAIL_LENGTH })),
    phone: Type.Optional(Type.String({ maxLength: 30 })),
    address: Type.Optional(Type.String({ maxLength: 500 })),
    notes: Type.Optional(Type.String({ maxLength: 5000 })),
    tags: Type.Optional(Type.Array(Type.String({ maxLength: MAX_TAG_LENGTH }), { maxItems: 20 })),
    source: Type.Optional(ContactSource),
    marketingConsent: Type.Optional(Type.Boolean()),
    image_32x32: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInput>;

export const ContactSort = Type.Union([
  Type.Literal('name'),
  Type.Literal('-name'),
  Type.Literal('created'),
  Type.Literal('-created'),
  Type.Literal('lastVisit'),
  Type.Literal('-lastVisit'),
]);
export type ContactSort = Static<typeof ContactSort>;

/** GET /api/contacts and its CSV export: server-side filters and sort. */
export const ContactFilter = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  tag: Type.Optional(Type.String({ maxLength: MAX_TAG_LENGTH })),
  source: Type.Optional(ContactSource),
  /** only contacts with no visit in the last N days (lost customers) */
  lostForDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
  sort: Type.Optional(ContactSort),
});
export type ContactFilter = Static<typeof ContactFilter>;

/** GET /api/contacts: the filters, sort and page. */
export const ContactListQuery = Type.Composite([ContactFilter, PageQuery]);
export type ContactListQuery = Static<typeof ContactListQuery>;

export const ContactPage = Paged(Contact);
export type ContactPage = Static<typeof ContactPage>;

/** GET /api/contacts/duplicates?email=&phone=&excludeId=: other contacts with the same email or phone. */
export const DuplicatesQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: MAX_EMAIL_LENGTH })),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  excludeId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type DuplicatesQuery = Static<typeof DuplicatesQuery>;

export const DuplicateMatch = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  /** which of the given values it shares */
  matches: Type.Array(Type.Union([Type.Literal('email'), Type.Literal('phone')])),
});
export type DuplicateMatch = Static<typeof DuplicateMatch>;
export const DuplicatesResult = Type.Object({ duplicates: Type.Array(DuplicateMatch) });
export type DuplicatesResult = Static<typeof DuplicatesResult>;

/** The tags in use in the business, for the list's filter (GET /api/contacts/tags). */
export const TagList = Type.Object({ tags: Type.Array(Type.Object({ tag: Type.String(), count: Type.Integer() })) });
export type TagList = Static<typeof TagList>;

export const ContactParams = Type.Object({ contactId: Type.String({ format: 'uuid' }) });
export type ContactParams = Static<typeof ContactParams>;

/** POST /api/contact-merges (admins): the contact kept, and the duplicate whose records move to it and which is then deleted. */
export const MergeContactsInput = Type.Object(
  { contactId: Type.String({ format: 'uuid' }), duplicateId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type MergeContactsInput = Static<typeof MergeContactsInput>;

// ---------------------------------------------------------------- CSV import

/**
 * POST /api/contacts/imports: rows the client read from a CSV and mapped to contact fields (the
 * preview and the column mapping happen in the browser). At most 20,000 rows.
 */
/** a row's text is checked row by row by the import (a refused row is its own error, src/modules/contacts/imports.ts) */
export const ImportRow = Type.Record(Type.String(), Type.String({ maxLength: 5000 }), { [CHECKED_PER_ITEM]: true });
export const DuplicatePolicy = Type.Union([Type.Literal('skip'), Type.Literal('update'), Type.Literal('create')]);
export type DuplicatePolicy = Static<typeof DuplicatePolicy>;
export const ImportRequest = Type.Object(
  {
    /** each row: ContactInput field name → text (tags separated by ';' or ',', marketingConsent yes/no) */
    rows: Type.Array(ImportRow, { minItems: 1, maxItems: 20000 }),
    /** a row whose email or phone is already a contact's: skip it, update that contact, or create anyway */
    duplicates: DuplicatePolicy,
  },
  { additionalProperties: false },
);
export type ImportRequest = Static<typeof ImportRequest>;

/**
 * A row the import refused: its number, from 1 as sent (the CSV's first data row is 1), and why,
 * per field, in the shape of a problem's `errors` (codes to translate, src/http/errors.ts).
 */
export const ImportRowError = Type.Object({
  row: Type.Integer(),
  fields: Type.Record(Type.String(), FieldError),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** A row the import skipped (duplicates: skip): its number as sent, and the contact it already is, by email, phone or both. */
export const ImportRowSkip = Type.Object({
  row: Type.Integer(),
  contactId: Type.String(),
  contactName: Type.String(),
  matches: Type.Array(Type.Union([Type.Literal('email'), Type.Literal('phone')])),
});
export type ImportRowSkip = Static<typeof ImportRowSkip>;

export const ImportJob = Type.Object({
  id: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  duplicates: DuplicatePolicy,
  total: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  failed: Type.Integer(),
  /** the refused rows (the first 1,000); a failed import's unprocessed rows are not listed: they are after `processed` */
  errors: Type.Array(ImportRowError),
  /** the skipped rows (the first 1,000) and the contact each already is */
  skips: Type.Array(ImportRowSkip),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ImportJob = Static<typeof ImportJob>;
export const ImportParams = Type.Object({ importId: Type.String({ format: 'uuid' }) });
export type ImportParams = Static<typeof ImportParams>;
