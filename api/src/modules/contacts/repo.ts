import { sql } from 'kysely';
import type { Tenant } from '../../db/tenant';

export const SEARCH_LIMIT = 20;
export const RECENT_LIMIT = 10;

/** LIKE pattern for a substring, with its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Contacts whose name, email or phone digits contain the text (case-insensitive), most recent
 * first. Served by the trigram index on contacts.search_text (migration 0001).
 */
export async function searchContacts(tenant: Tenant, text: string, limit = SEARCH_LIMIT) {
  const needle = text.trim().toLowerCase();
  // "(555) 010-4" searches the phone digits: a query of digits and phone punctuation only
  const digits = /^[\d\s().+-]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  const pattern = contains(digits.length >= 3 ? digits : needle);
  return tenant
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'image_32x32', 'created_at'])
    .where(sql<boolean>`search_text LIKE ${pattern}`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function recentContacts(tenant: Tenant, limit = RECENT_LIMIT) {
  return tenant
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'image_32x32', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function findContact(tenant: Tenant, id: string) {
  return tenant
    .selectFrom('contacts')
    .select(['id', 'first_name', 'last_name', 'email', 'phone', 'image_32x32', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}
