import { sql, type RawBuilder } from 'kysely';
import type { User } from './schema';

// A person's name as every answer, export, receipt and mail shows it (docs/decisions/0036): one
// SQL expression, so no module writes the rule again.

/** The tables whose rows are people: each has first_name, last_name (both '' when not given) and email. */
type People = 'users' | 'contacts';

/**
 * "First Last" as one text, trimmed. A user without a name is their email; a contact always has one
 * (the CHECK of migration 0001). '' when an outer join found no row (an account since removed).
 */
export function personName(table: People): RawBuilder<string> {
  const column = (name: 'first_name' | 'last_name' | 'email') => sql.ref(`${table}.${name}`);
  return sql<string>`coalesce(nullif(trim(${column('first_name')} || ' ' || ${column('last_name')}), ''), ${column('email')}, '')`;
}

/** A user as a session reads them: the row, and their name by personName. */
export type NamedUser = User & { name: string };
