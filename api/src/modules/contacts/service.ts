import { CONTACT_SOURCES, type Contact as ContactRow } from '../../db/schema';
import { isoDateTime } from '../../http/problem';
import type { Contact, ContactInput } from './schemas';

// The rules of a contact record (issue #4), shared by the form calls and the CSV import.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What a valid input becomes in the contacts table (only the fields it carries). */
export type ContactValues = Partial<{
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  tags: string[];
  source: (typeof CONTACT_SOURCES)[number];
  marketing_consent: boolean;
  image_32x32: string;
}>;

export type Checked = { ok: true; values: ContactValues } | { ok: false; errors: Record<string, string> };

/** Phone input as 10 digits: punctuation and a leading US country code 1 are dropped. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export const normalizeTags = (tags: string[]) =>
  [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].slice(0, 20);

/**
 * Checks and normalizes an input. `existing` is the stored contact for a change (PATCH), so the
 * "first or last name" rule applies to the result, not to the fields sent.
 */
export function checkContact(input: ContactInput, existing?: { first_name: string; last_name: string }): Checked {
  const errors: Record<string, string> = {};
  const values: ContactValues = {};
  const text = (v: string | undefined) => v?.trim();
  if (input.firstName !== undefined) values.first_name = text(input.firstName) ?? '';
  if (input.lastName !== undefined) values.last_name = text(input.lastName) ?? '';
  const first = values.first_name ?? existing?.first_name ?? '';
  const last = values.last_name ?? existing?.last_name ?? '';
  if (!first && !last) errors.firstName = 'Enter a first or last name';
  if (input.email !== undefined) {
    const email = (text(input.email) ?? '').toLowerCase();
    if (email && !EMAIL.test(email)) errors.email = 'Enter a valid email address';
    values.email = email;
  }
  if (input.phone !== undefined) {
    const phone = phoneDigits(input.phone);
    if (phone && phone.length !== 10) errors.phone = 'Enter a 10-digit phone number';
    values.phone = phone;
  }
  if (input.address !== undefined) values.address = text(input.address) ?? '';
  if (input.notes !== undefined) values.notes = input.notes.trim();
  if (input.tags !== undefined) {
    if (input.tags.some((t) => t.trim().length > 40)) errors.tags = 'A tag has at most 40 characters';
    values.tags = normalizeTags(input.tags);
  }
  if (input.source !== undefined) values.source = input.source;
  if (input.marketingConsent !== undefined) values.marketing_consent = input.marketingConsent;
  if (input.image_32x32 !== undefined) {
    const url = text(input.image_32x32) ?? '';
    if (url && !/^https?:\/\/\S+$/.test(url)) errors.image_32x32 = 'Enter an http(s) address';
    values.image_32x32 = url;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
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

export const fullName = (row: { first_name: string; last_name: string }) => [row.first_name, row.last_name].filter(Boolean).join(' ');
