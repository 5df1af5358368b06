// Tenancy in the database itself: a child row's parent must belong to the same business. Each
// parent gets a unique (business_id, id), and each child's single-column foreign key becomes a
// composite one over (business_id, parent_id), so a contact of business A can never hold an asset,
// a visit, a reminder or a signed form of business B, whatever a query forgets.
// One statement per entry: the embedded database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

/** [child table, its column, parent table, old constraint, what deleting the parent does] */
const links: [string, string, string, string, string][] = [
  ['assets', 'contact_id', 'contacts', 'assets_contact_id_fkey', 'ON DELETE CASCADE'],
  ['assets', 'asset_type_id', 'asset_types', 'assets_asset_type_id_fkey', 'ON DELETE RESTRICT'],
  ['visits', 'contact_id', 'contacts', 'visits_contact_id_fkey', 'ON DELETE CASCADE'],
  ['reminders', 'contact_id', 'contacts', 'reminders_contact_id_fkey', 'ON DELETE CASCADE'],
  ['signed_forms', 'contact_id', 'contacts', 'signed_forms_contact_id_fkey', 'ON DELETE CASCADE'],
  // a user's register is optional: deleting it clears register_id only (business_id is NOT NULL)
  ['users', 'register_id', 'registers', 'users_register_id_fkey', 'ON DELETE SET NULL (register_id)'],
];

const parents = [...new Set(links.map(([, , parent]) => parent))];

const statements = [
  ...parents.map((parent) => `ALTER TABLE ${parent} ADD CONSTRAINT ${parent}_business_id_id_key UNIQUE (business_id, id)`),
  ...links.flatMap(([child, column, parent, old, onDelete]) => [
    `ALTER TABLE ${child} DROP CONSTRAINT ${old}`,
    `ALTER TABLE ${child} ADD CONSTRAINT ${child}_${column}_same_business_fkey
       FOREIGN KEY (business_id, ${column}) REFERENCES ${parent} (business_id, id) ${onDelete}`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
