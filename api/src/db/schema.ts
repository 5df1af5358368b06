import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FieldError } from '../http/errors';

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
  /** wrong exit passwords in signpad mode: the session ends at SIGNPAD_EXIT_LIMIT */
  signpad_failures: Generated<number>;
}

/** a browser that signed in to an account (its device cookie's hash): its failures are its own */
export interface KnownDevicesTable {
  token_hash: Buffer;
  email: string;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date, Date>;
}

/** what an audit event records (migration 0009 checks the same list) */
export const AUDIT_ACTIONS = ['contacts.export', 'contacts.import'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** a bulk read or write of a business's contacts: who, when, what, how many rows */
export interface AuditEventsTable {
  id: Generated<string>;
  business_id: string;
  user_id: string | null;
  user_email: string;
  action: AuditAction;
  row_count: ColumnType<number | null, number | null | undefined, number | null>;
  detail: ColumnType<string, string | undefined, string>;
  at: Timestamp;
}

/** a sign-in attempt, recorded before its password is checked; it stays when the password was wrong */
export interface LoginFailuresTable {
  id: Generated<string>;
  email: string;
  failed_at: Timestamp;
  /** the known browser it came from (its device cookie's hash), null for any other */
  device_hash: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
}

/** One field of an asset type's own record (a vehicle's plate, a pet's breed). */
export type AssetField = { key: string; label: string; kind: 'text' | 'number' | 'year'; required: boolean };

export interface AssetTypesTable {
  id: Generated<string>;
  business_id: string;
  type_name: string;
  bookable: Generated<boolean>;
  fields: ColumnType<AssetField[], string | undefined, string>;
  created_at: Timestamp;
}

export interface AssetsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  asset_type_id: string;
  name: string;
  data: ColumnType<Record<string, string | number>, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VisitsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  visited_at: ColumnType<Date, Date | string, Date | string>;
}

export interface RemindersTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  /** a calendar day, 'YYYY-MM-DD' (a date column, read as text: see database.ts) */
  due_on: string;
  note: string;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

export interface SignedFormsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  form_name: string;
  signed_at: Timestamp;
}

export interface ContactSettingsTable {
  business_id: string;
  lost_customer_days: Generated<number>;
}

export type ImportStatus = 'running' | 'done' | 'failed';
export type DuplicatePolicy = 'skip' | 'update' | 'create';
/** a row the import refused (numbered from 1) and why, per field, as a problem's `errors` */
export type ImportRowError = { row: number; fields: Record<string, FieldError> };

export interface ContactImportsTable {
  id: Generated<string>;
  business_id: string;
  status: Generated<ImportStatus>;
  duplicates: DuplicatePolicy;
  total: number;
  processed: Generated<number>;
  created: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  errors: ColumnType<ImportRowError[], string | undefined, string>;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the rows still to import, as sent (JSON text: jsonb would refuse a NUL in a value); null once the import has ended */
  rows: ColumnType<string | null, string | null | undefined, string | null>;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** A background job (src/jobs): claimed under a lease, retried with backoff, scoped to a business. */
export interface JobsTable {
  id: Generated<string>;
  business_id: string;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  status: Generated<JobStatus>;
  /** at most one running job of this kind per business */
  exclusive: Generated<boolean>;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: Timestamp;
  lease_token: Nullable<string>;
  locked_by: Nullable<string>;
  locked_until: Nullable<Date | string>;
  last_error: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Nullable<Date | string>;
}

export const CONTACT_SOURCES = ['walk_in', 'phone', 'website', 'online_booking', 'referral', 'social', 'advertising', 'import', 'other'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export interface ContactsTable {
  id: Generated<string>;
  business_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  image_32x32: Generated<string>;
  address: Generated<string>;
  notes: Generated<string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  source: ColumnType<ContactSource, ContactSource | undefined, ContactSource>;
  marketing_consent: Generated<boolean>;
  last_visit_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_text: ColumnType<string, never, never>;
}

export interface Database {
  businesses: BusinessesTable;
  registers: RegistersTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  known_devices: KnownDevicesTable;
  audit_events: AuditEventsTable;
  asset_types: AssetTypesTable;
  contacts: ContactsTable;
  assets: AssetsTable;
  visits: VisitsTable;
  reminders: RemindersTable;
  signed_forms: SignedFormsTable;
  contact_settings: ContactSettingsTable;
  contact_imports: ContactImportsTable;
  jobs: JobsTable;
}

/** Tables whose rows belong to one business (each has business_id): reached through src/db/tenant.ts. */
export type BusinessTable = {
  [T in keyof Database]: Database[T] extends { business_id: string } ? T : never;
}[keyof Database];

export type User = Selectable<UsersTable>;
export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
