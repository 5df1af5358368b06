import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// The database's tables as Kysely sees them: the TypeScript side of src/db/migrations/*.sql.
// Keep both in step (a migration that adds a column adds it here).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BusinessesTable {
  id: Generated<string>;
  name: string;
  created_at: Timestamp;
}

export interface RegistersTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<string>;
  business_id: string;
  email: string;
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  phone: Generated<string>;
  avatar: Generated<string>;
  bio: Generated<string>;
  role: 'admin' | 'staff';
  can_switch_to_signpad: Generated<boolean>;
  register_id: string | null;
  created_at: Timestamp;
}

export type SessionMode = 'staff' | 'signpad';

export interface SessionsTable {
  token_hash: Buffer;
  user_id: string;
  csrf_token: string;
  mode: Generated<SessionMode>;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date, Date>;
}

export interface LoginFailuresTable {
  email: string;
  failed_at: Timestamp;
}

export interface AssetTypesTable {
  id: Generated<string>;
  business_id: string;
  type_name: string;
  bookable: Generated<boolean>;
  created_at: Timestamp;
}

export interface ContactsTable {
  id: Generated<string>;
  business_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  image_32x32: Generated<string>;
  created_at: Timestamp;
  search_text: ColumnType<string, never, never>;
}

export interface Database {
  businesses: BusinessesTable;
  registers: RegistersTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  asset_types: AssetTypesTable;
  contacts: ContactsTable;
}

/** Tables whose rows belong to one business (each has business_id): reached through src/db/tenant.ts. */
export type BusinessTable = {
  [T in keyof Database]: Database[T] extends { business_id: string } ? T : never;
}[keyof Database];

export type User = Selectable<UsersTable>;
export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
