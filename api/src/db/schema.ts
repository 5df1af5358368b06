import type { AdjustmentKind } from '@frontdesk/money';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { FieldError } from '../lib/fieldErrors';

// The database's tables as Kysely sees them: the TypeScript side of src/db/migrations/*.sql.
// Keep both in step (a migration that adds a column adds it here).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BusinessesTable {
  id: Generated<string>;
  name: string;
  /** ISO 4217 code: every amount of the business is in its minor units */
  currency: Generated<string>;
  /** IANA zone: bookings' days and hours are its wall clock */
  time_zone: Generated<string>;
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
  /** invited (no password yet), active, or deactivated (no sign-in, no session): migration 0022 */
  status: Generated<UserStatus>;
  /** the admin who made the business: never deactivated nor demoted */
  owner: Generated<boolean>;
}

export const USER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** an invitation or password-reset link, by its token's hash: single use, expiring (migration 0022) */
export interface AccountTokensTable {
  token_hash: Buffer;
  business_id: string;
  user_id: string;
  purpose: 'invitation' | 'reset';
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date, Date>;
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

/** what an audit event records (migration 0024 checks the same list) */
export const AUDIT_ACTIONS = [
  'contacts.export',
  'contacts.import',
  'register.opened',
  'register.cash_in',
  'register.cash_out',
  'register.closed',
  'checkout.completed',
  'invoice.created',
  'invoice.edited',
  'invoice.sent',
  'invoice.voided',
  'payment.succeeded',
  'payment.declined',
  'payment.capture_failed',
  'refund.succeeded',
  'deposit.taken',
  'deposit.applied',
  'deposit.returned',
  'deposit.refunded',
  'deposit.forfeited',
  'link.created',
  'link.paid',
  'team.invited',
  'team.role_changed',
  'team.deactivated',
  'team.reactivated',
  'contacts.merge',
] as const;
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
  /** money events: where (register, client address) and what (invoice, transaction, amount) */
  register_id: Nullable<string>;
  ip: Generated<string>;
  invoice_id: Nullable<string>;
  transaction_id: Nullable<string>;
  amount_minor: Nullable<number>;
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
  /** the sale that was the visit (a void removes it) */
  invoice_id: Nullable<string>;
  /** the kept booking that was the visit */
  booking_id: Nullable<string>;
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
  /** the contact's booking it is about (migration 0015) */
  booking_id: Nullable<string>;
}

/** a form's field as stored (modules/forms/schemas.ts: FormField, the API's shape of it) */
export type FormFieldRow = { key: string; label: string; kind: 'text' | 'long_text' | 'checkbox' | 'date'; required: boolean };
/** a signed form's answers: a field's key → its text (text, long text, date) or whether it was ticked */
export type FormAnswers = Record<string, string | boolean>;
/** a signature: its strokes, each a line of [x, y] points on the pad (modules/forms/schemas.ts: Signature) */
export type SignatureStrokes = { strokes: [number, number][][] };

export interface FormTemplatesTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  intro: Generated<string>;
  fields: ColumnType<FormFieldRow[], string | undefined, string>;
  version: Generated<number>;
  archived: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** the form waiting to be signed on a session handed to a customer (migration 0033) */
export interface FormRequestsTable {
  session_hash: Buffer;
  business_id: string;
  template_id: string;
  contact_id: string;
  booking_id: Nullable<string>;
  created_at: Timestamp;
}

export interface SignedFormsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  form_name: string;
  signed_at: Timestamp;
  /** migration 0033: the form as it read when signed, what was answered, who signed and how */
  template_id: Nullable<string>;
  template_version: Nullable<number>;
  booking_id: Nullable<string>;
  intro: Generated<string>;
  fields: ColumnType<FormFieldRow[], string | undefined, string>;
  answers: ColumnType<FormAnswers, string | undefined, string>;
  signer_name: Generated<string>;
  /** null on a form signed before migration 0033 */
  signature: ColumnType<SignatureStrokes | null, string | null | undefined, string | null>;
}

export interface ContactSettingsTable {
  business_id: string;
  lost_customer_days: Generated<number>;
}

export type ImportStatus = 'running' | 'done' | 'failed';
export type DuplicatePolicy = 'skip' | 'update' | 'create';
/** a row the import refused (numbered from 1) and why, per field, as a problem's `errors` */
export type ImportRowError = { row: number; fields: Record<string, FieldError> };
/** a row an import skipped: already the contact named, by its email or phone */
export type ImportRowSkip = { row: number; contactId: string; contactName: string; matches: ('email' | 'phone')[] };

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
  skips: ColumnType<ImportRowSkip[], string | undefined, string>;
  created_at: Timestamp;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** the rows still to import, as sent (JSON text: jsonb would refuse a NUL in a value); null once the import has ended */
  rows: ColumnType<string | null, string | null | undefined, string | null>;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A bigint sum of money (migration 0019): PostgreSQL's driver reads it as text, the embedded one as a number. */
type Int8 = ColumnType<string | number, number | undefined, number>;

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

// ---- money (migration 0011): integer minor units of the business's currency everywhere

export type CounterName = 'invoice' | 'z_report' | 'receipt';
export interface CountersTable {
  business_id: string;
  name: CounterName;
  last_value: Generated<number>;
}

export interface TaxRatesTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  /** basis points: 825 is 8.25 % */
  rate_bp: number;
  is_default: Generated<boolean>;
  archived_at: Nullable<Date | string>;
  created_at: Timestamp;
}

export const CATALOGUE_KINDS = ['service', 'product'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];
export const INVENTORY_STATES = ['in_stock', 'out_of_stock', 'limited'] as const;
export type InventoryState = (typeof INVENTORY_STATES)[number];
/** a product's variant: its own name, SKU and price */
export type Variant = { id: string; name: string; sku: string; priceMinor: number };

export interface CatalogueItemsTable {
  id: Generated<string>;
  business_id: string;
  kind: CatalogueKind;
  name: string;
  sku: Generated<string>;
  category: Generated<string>;
  description: Generated<string>;
  price_minor: number;
  tax_rate_id: Nullable<string>;
  duration_minutes: Nullable<number>;
  inventory: Nullable<InventoryState>;
  quantity: Nullable<number>;
  variants: ColumnType<Variant[], string | undefined, string>;
  archived_at: Nullable<Date | string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** services' booking rules (migration 0015) */
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  bookable_online: Generated<boolean>;
  booking_asset_type_id: Nullable<string>;
  deposit_kind: ColumnType<DepositKind, DepositKind | undefined, DepositKind>;
  /** minor units ('fixed') or basis points ('percent') */
  deposit_value: Generated<number>;
}

export interface RegisterSessionsTable {
  id: Generated<string>;
  business_id: string;
  register_id: string;
  opened_by: string | null;
  opened_by_name: string;
  opened_at: Timestamp;
  opening_float_minor: number;
  closed_by: Nullable<string>;
  closed_by_name: Nullable<string>;
  closed_at: Nullable<Date | string>;
  counted_cash_minor: Nullable<number>;
  /** bigint: the drawer's cash at closing, whatever it came to */
  expected_cash_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export const CASH_MOVEMENT_KINDS = ['float', 'sale', 'refund', 'deposit', 'deposit_refund', 'cash_in', 'cash_out'] as const;
export type CashMovementKind = (typeof CASH_MOVEMENT_KINDS)[number];
export interface CashMovementsTable {
  id: Generated<string>;
  business_id: string;
  session_id: string;
  kind: CashMovementKind;
  /** signed: what entered (+) or left (−) the drawer */
  amount_minor: number;
  reason: Generated<string>;
  transaction_id: Nullable<string>;
  user_id: Nullable<string>;
  at: Timestamp;
}

export interface ZReportsTable {
  id: Generated<string>;
  business_id: string;
  number: number;
  register_id: string;
  session_id: string;
  summary: ColumnType<unknown, string, never>;
  created_at: Timestamp;
}

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** a stored discount's kind: an Adjustment's (@frontdesk/money; migration 0011 checks the same two) */
export type DiscountKind = AdjustmentKind;

export interface InvoicesTable {
  id: Generated<string>;
  business_id: string;
  number: number;
  status: InvoiceStatus;
  currency: string;
  contact_id: Nullable<string>;
  contact_name: Generated<string>;
  contact_email: Generated<string>;
  booking_id: Nullable<string>;
  register_id: Nullable<string>;
  created_by: Nullable<string>;
  subtotal_minor: number;
  discount_minor: number;
  tax_minor: number;
  tip_minor: number;
  total_minor: number;
  paid_minor: Generated<number>;
  refunded_minor: Generated<number>;
  order_discount_kind: Nullable<DiscountKind>;
  /** minor units for an amount, basis points for a percent */
  order_discount_value: Nullable<number>;
  note: Generated<string>;
  /** what the customer is asked to agree to ("Payable within 14 days") */
  terms: Generated<string>;
  /** a calendar day, 'YYYY-MM-DD' */
  due_on: Nullable<string>;
  /** first sent by email: from then its due day, terms and note stay as the customer has them */
  sent_at: Nullable<Date | string>;
  issued_at: Nullable<Date | string>;
  paid_at: Nullable<Date | string>;
  voided_at: Nullable<Date | string>;
  void_reason: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type LineKind = CatalogueKind | 'custom';
export interface InvoiceLinesTable {
  id: Generated<string>;
  business_id: string;
  invoice_id: string;
  position: number;
  item_id: Nullable<string>;
  kind: LineKind;
  name: string;
  variant: Generated<string>;
  sku: Generated<string>;
  quantity: number;
  unit_price_minor: number;
  discount_kind: Nullable<DiscountKind>;
  discount_value: Nullable<number>;
  discount_minor: number;
  order_discount_minor: number;
  tax_rate_bp: number;
  tax_minor: number;
  total_minor: number;
  staff_id: Nullable<string>;
}

export const TRANSACTION_KINDS = ['payment', 'refund', 'deposit', 'deposit_refund'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const TENDERS = ['cash', 'card', 'check', 'deposit'] as const;
export type Tender = (typeof TENDERS)[number];
export const TRANSACTION_STATUSES = ['succeeded', 'declined', 'pending'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export interface TransactionsTable {
  id: Generated<string>;
  business_id: string;
  /** the receipt's number; none for a declined card (a record, not a receipt) */
  number: number | null;
  kind: TransactionKind;
  tender: Tender;
  status: TransactionStatus;
  currency: string;
  amount_minor: number;
  tendered_minor: Nullable<number>;
  change_minor: Nullable<number>;
  refunded_minor: Generated<number>;
  invoice_id: Nullable<string>;
  deposit_id: Nullable<string>;
  contact_id: Nullable<string>;
  register_id: Nullable<string>;
  register_session_id: Nullable<string>;
  parent_id: Nullable<string>;
  payment_link_id: Nullable<string>;
  user_id: Nullable<string>;
  user_name: Generated<string>;
  card_brand: Nullable<string>;
  card_last4: Nullable<string>;
  provider: Nullable<string>;
  provider_ref: Nullable<string>;
  failure_code: Nullable<string>;
  check_number: Nullable<string>;
  batch_id: Nullable<string>;
  created_at: Timestamp;
}

export const DEPOSIT_STATUSES = ['held', 'applied', 'refunded', 'forfeited'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export interface DepositsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  booking_id: Nullable<string>;
  amount_minor: number;
  /** moved only by a movement (a trigger keeps it the sum of the deposit's movements) */
  remaining_minor: ColumnType<number, never, never>;
  status: ColumnType<DepositStatus, never, never>;
  note: Generated<string>;
  created_by: Nullable<string>;
  created_at: Timestamp;
}

export const DEPOSIT_MOVEMENT_KINDS = ['taken', 'applied', 'returned', 'refunded', 'forfeited'] as const;
export type DepositMovementKind = (typeof DEPOSIT_MOVEMENT_KINDS)[number];
export interface DepositMovementsTable {
  id: Generated<string>;
  business_id: string;
  deposit_id: string;
  contact_id: string;
  kind: DepositMovementKind;
  /** taken and returned (a sale's deposit part given back to credit) > 0; applied, refunded, forfeited < 0 */
  amount_minor: number;
  invoice_id: Nullable<string>;
  transaction_id: Nullable<string>;
  user_id: Nullable<string>;
  at: Timestamp;
}

export const PAYMENT_LINK_PURPOSES = ['invoice', 'deposit'] as const;
export type PaymentLinkPurpose = (typeof PAYMENT_LINK_PURPOSES)[number];
export interface PaymentLinksTable {
  id: string;
  business_id: string;
  /** an invoice's balance, or a booking's deposit */
  purpose: ColumnType<PaymentLinkPurpose, PaymentLinkPurpose | undefined, PaymentLinkPurpose>;
  /** the invoice a link for an invoice pays */
  invoice_id: Nullable<string>;
  /** the booking a deposit link books once paid (null once an unpaid hold was let go) */
  booking_id: Nullable<string>;
  /** a deposit link's amount, kept as the service asked it when issued */
  amount_minor: Nullable<number>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  paid_at: Nullable<Date | string>;
}

export interface SettlementBatchesTable {
  id: Generated<string>;
  business_id: string;
  /** a calendar day, 'YYYY-MM-DD' */
  day: string;
  provider: string;
  count: Generated<number>;
  /** bigint: a day's card takings */
  total_minor: Int8;
  closed_at: Timestamp;
}

export interface IdempotencyKeysTable {
  business_id: string;
  key: string;
  operation: string;
  request_hash: string;
  /** 0 while its attempt is in flight (card processor calls outside the transaction) */
  status_code: number;
  response: string;
  created_at: Timestamp;
  /** the attempt holding the key, the API instance running it and since when (migration 0017) */
  attempt_id: Nullable<string>;
  instance_id: Nullable<string>;
  claimed_at: Timestamp;
  /** a resumable attempt's plan (a refund's: no card in it), for the recovery job */
  resume: Nullable<string>;
}

export const PROCESSOR_OPERATIONS = ['authorize', 'capture', 'release', 'refund'] as const;
export type ProcessorOperation = (typeof PROCESSOR_OPERATIONS)[number];
export const PROCESSOR_CALL_STATUSES = ['pending', 'succeeded', 'failed', 'settled', 'abandoned'] as const;
export type ProcessorCallStatus = (typeof PROCESSOR_CALL_STATUSES)[number];
/** a call of an attempt to the card processor, recorded before it is made (migration 0017; docs/decisions/0031) */
export interface ProcessorCallsTable {
  id: Generated<string>;
  business_id: string;
  attempt_id: string;
  seq: number;
  operation: ProcessorOperation;
  status: Generated<ProcessorCallStatus>;
  provider: string;
  provider_key: string;
  amount_minor: number;
  currency: string;
  ref: Nullable<string>;
  result_ref: Nullable<string>;
  code: Nullable<string>;
  card_brand: Nullable<string>;
  card_last4: Nullable<string>;
  invoice_id: Nullable<string>;
  payment_link_id: Nullable<string>;
  transaction_id: Nullable<string>;
  tries: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---- outgoing mail and provider webhooks (migration 0012)

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_ATTACHMENT_KINDS = ['invoice_pdf', 'receipt_pdf', 'booking_ics', 'series_ics'] as const;
export type MailAttachmentKind = (typeof MAIL_ATTACHMENT_KINDS)[number];
/** an attachment as the outbox names it: rendered from its invoice, transaction, booking or series of bookings when sent */
export type MailAttachment = { kind: MailAttachmentKind; id: string; filename: string };

export interface OutboxTable {
  id: Generated<string>;
  business_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: Generated<string>;
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  invoice_id: Nullable<string>;
  transaction_id: Nullable<string>;
  status: Generated<MailStatus>;
  error: Generated<string>;
  message_id: string;
  created_by: Nullable<string>;
  created_at: Timestamp;
  sent_at: Nullable<Date | string>;
  /** a sign-in link for its recipient only (a password reset): the outbox shows no body (migration 0022) */
  private: Generated<boolean>;
}

// ---- the staff's mailbox (migration 0036; docs/decisions/0057)

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'trash', 'spam'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

/** an internal mail: from one staff member to colleagues of the same business */
export interface MailMessagesTable {
  id: Generated<string>;
  business_id: string;
  sender_id: Nullable<string>;
  to_text: string;
  subject: string;
  body: string;
  created_at: Timestamp;
}

/** one person's copy of an internal mail, or their state of an outgoing message of the outbox */
export interface MailCopiesTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  message_id: Nullable<string>;
  outbox_id: Nullable<string>;
  home: 'inbox' | 'sent' | 'drafts';
  folder: MailFolder;
  is_unread: Generated<boolean>;
  is_starred: Generated<boolean>;
  is_important: Generated<boolean>;
  created_at: Timestamp;
}

/** a person's own label */
export interface MailLabelsTable {
  id: Generated<string>;
  business_id: string;
  user_id: string;
  name: string;
  created_at: Timestamp;
}

export interface MailCopyLabelsTable {
  business_id: string;
  copy_id: string;
  label_id: string;
}

/** a provider's event already handled (a replay has no second effect) */
export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  type: string;
  business_id: Nullable<string>;
  received_at: Timestamp;
}

// ---- bookings (migration 0015; docs/decisions/0027-0029)

export const DEPOSIT_KINDS = ['none', 'fixed', 'percent'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const BOOKING_STATUSES = ['held', 'requested', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** the statuses whose time no other booking of the staff member may overlap (the exclusion constraint's WHERE) */
export const BOOKING_HOLDING_STATUSES = ['held', 'requested', 'confirmed', 'checked_in', 'completed'] as const satisfies readonly BookingStatus[];
export const BOOKING_SOURCES = ['desk', 'online'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];
export const STAFF_EXCEPTION_KINDS = ['off', 'extra'] as const;
export type StaffExceptionKind = (typeof STAFF_EXCEPTION_KINDS)[number];
export const BOOKING_ACTORS = ['user', 'visitor', 'system'] as const;
/** what a booking's history records: made (at the desk, or a visitor's hold), a lifecycle action (rules.ts), moved, its notes edited, booked by its visitor */
export const BOOKING_EVENT_ACTIONS = [
  'created',
  'confirm',
  'check_in',
  'complete',
  'cancel',
  'no_show',
  'moved',
  'edited',
  'booked_online',
  'undo_check_in',
  'reinstate',
  // its services changed (detail: their names, in order)
  'services_changed',
  // its bill was paid (detail: the invoice's number), which completed it (migration 0028's trigger)
  'paid',
  // what a cancellation did with its deposit (detail: the amount in minor units): refunded, kept as credit, kept by the business
  'deposit_refund',
  'deposit_credit',
  'deposit_forfeit',
] as const;
export type BookingEventAction = (typeof BOOKING_EVENT_ACTIONS)[number];
export type BookingActor = (typeof BOOKING_ACTORS)[number];

export interface StaffMembersTable {
  id: Generated<string>;
  business_id: string;
  user_id: Nullable<string>;
  name: string;
  /** '#rrggbb' */
  color: string;
  position: Generated<number>;
  archived_at: Nullable<Date | string>;
  created_at: Timestamp;
}

export interface StaffServicesTable {
  business_id: string;
  staff_id: string;
  item_id: string;
}

/** local wall-clock times ('HH:MM:SS', a time column read as text) */
export interface StaffHoursTable {
  id: Generated<string>;
  business_id: string;
  staff_id: string;
  /** ISO: 1 Monday … 7 Sunday */
  weekday: number;
  starts: string;
  ends: string;
}

export interface StaffExceptionsTable {
  id: Generated<string>;
  business_id: string;
  staff_id: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** the last day of time off over several days ('YYYY-MM-DD'); null for one day */
  through: string | null;
  kind: StaffExceptionKind;
  starts: string | null;
  ends: string | null;
  note: Generated<string>;
}

export const ONLINE_DEPOSIT_POLICIES = ['service', 'none'] as const;
export type OnlineDepositPolicy = (typeof ONLINE_DEPOSIT_POLICIES)[number];
/** what a cancelled booking's deposit becomes: given back, kept as the customer's credit, kept by the business */
export const DEPOSIT_OUTCOMES = ['refund', 'credit', 'forfeit'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];
/** a move outside the staff member's working hours: refused, or made once the desk confirms it */
export const OUTSIDE_HOURS_POLICIES = ['refuse', 'ask'] as const;
export type OutsideHoursPolicy = (typeof OUTSIDE_HOURS_POLICIES)[number];

export interface BookingSettingsTable {
  business_id: string;
  online_enabled: Generated<boolean>;
  lead_minutes: Generated<number>;
  horizon_days: Generated<number>;
  slot_step_minutes: Generated<number>;
  cancel_cutoff_hours: Generated<number>;
  reminder_hours: Generated<number>;
  online_deposits: ColumnType<OnlineDepositPolicy, OnlineDepositPolicy | undefined, OnlineDepositPolicy>;
  /** a booking cancelled before the cut-off: what its deposit becomes */
  deposit_on_cancel: ColumnType<DepositOutcome, DepositOutcome | undefined, DepositOutcome>;
  /** the booking page's address and phone, as the business writes them ('': none) */
  page_address: Generated<string>;
  page_phone: Generated<string>;
  /** a move outside the staff member's hours: refused, or made when the desk confirms it */
  outside_hours: ColumnType<OutsideHoursPolicy, OutsideHoursPolicy | undefined, OutsideHoursPolicy>;
}

/** A business's logo, shown on its booking page: a small PNG, JPEG or WebP; its version names the URL it is cached under. */
export interface BusinessLogosTable {
  business_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
  version: string;
  updated_at: Generated<Date>;
}

type Instant = ColumnType<Date, Date | string, Date | string>;

/** A one-to-one chat of two colleagues (migration 0037): its id is the thread's key; user_low < user_high. */
export interface ChatThreadsTable {
  id: Generated<string>;
  business_id: string;
  user_low: string;
  user_high: string;
  /** the number of its latest message (0: none yet) */
  last_number: Generated<number>;
  last_at: Generated<Date>;
  created_at: Generated<Date>;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  business_id: string;
  thread_id: string;
  number: number;
  user_id: string;
  body: Generated<string>;
  content_type: 'text' | 'image';
  created_at: Generated<Date>;
}

/** How far one of a thread's pair has read it (a message number). */
export interface ChatReadsTable {
  business_id: string;
  thread_id: string;
  user_id: string;
  seen_number: Generated<number>;
}

/** An image sent in a chat message, served only to the thread's pair. */
export interface ChatAttachmentsTable {
  id: Generated<string>;
  business_id: string;
  message_id: string;
  position: number;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
}

export interface BookingsTable {
  id: Generated<string>;
  business_id: string;
  contact_id: Nullable<string>;
  asset_id: Nullable<string>;
  staff_id: string;
  starts_at: Instant;
  ends_at: Instant;
  blocked_from: Instant;
  blocked_until: Instant;
  status: BookingStatus;
  source: BookingSource;
  notes: Generated<string>;
  cancel_reason: Generated<string>;
  hold_expires_at: Nullable<Date | string>;
  series_id: Nullable<string>;
  /** an online booking's secret (its hold, then its manage link) */
  visitor_token: Nullable<string>;
  /** a visitor's hold: the client's network (an IPv4 address or an IPv6 /64); null once booked */
  hold_network: Nullable<string>;
  /** a visitor's hold: the SHA-256 (hex) of their device cookie; null once booked */
  hold_device: Nullable<string>;
  /** when its reminder was mailed */
  reminded_at: Nullable<Date | string>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** waiting in line; offered a hold; booked; passed (an offer let go); removed */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'passed', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export interface WaitlistEntriesTable {
  id: Generated<string>;
  business_id: string;
  contact_id: string;
  asset_id: Nullable<string>;
  item_id: string;
  /** null: anyone who performs the service */
  staff_id: Nullable<string>;
  /** the business's day waited for */
  day: ColumnType<string, string, string>;
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined, WaitlistStatus>;
  booking_id: Nullable<string>;
  source: BookingSource;
  notes: Generated<string>;
  created_by: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const EMAIL_CODE_PURPOSES = ['booking', 'waitlist'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
/** A code mailed to a visitor: entered, it books their hold or puts them on a waitlist. */
/** a staff member's post on the business's feed (migration 0039): plain text, and its sanitized HTML when written rich */
/** a client's hits on one limited route in the current window (migration 0040, http/rateLimitStore.ts) */
export interface RateLimitsTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

export interface StaffPostsTable {
  id: Generated<string>;
  business_id: string;
  author_id: string;
  body: string;
  html: Nullable<string>;
  created_at: Timestamp;
}

export interface EmailCodesTable {
  id: Generated<string>;
  business_id: string;
  /** a hold's visitor token, or a waitlist join's own */
  token: string;
  /** the hold it books; null for a waitlist join */
  booking_id: Nullable<string>;
  purpose: EmailCodePurpose;
  /** a waitlist join's service, staff member (null: anyone) and day */
  item_id: Nullable<string>;
  staff_id: Nullable<string>;
  day: ColumnType<string | null, string | null | undefined, string | null>;
  /** lower-cased */
  email: string;
  /** the visitor's details as sent (jsonb: read back as the value, written as JSON text) */
  details: ColumnType<unknown, string, string>;
  code_hash: Buffer;
  tries: Generated<number>;
  sends: Generated<number>;
  sent_at: Instant;
  expires_at: Instant;
  created_at: Timestamp;
}

export interface BookingServicesTable {
  id: Generated<string>;
  business_id: string;
  booking_id: string;
  item_id: Nullable<string>;
  position: number;
  name: string;
  duration_minutes: number;
  price_minor: number;
}

export interface BookingEventsTable {
  id: Generated<string>;
  business_id: string;
  booking_id: string;
  at: Timestamp;
  actor: BookingActor;
  user_id: Nullable<string>;
  action: BookingEventAction;
  from_status: Nullable<BookingStatus>;
  to_status: Nullable<BookingStatus>;
  detail: Generated<string>;
}

/** a project of the business (migration 0038): its staff members, its status, its own board */
export type ProjectStatus = 'planned' | 'active' | 'on_hold' | 'done';
export interface ProjectsTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  description: Generated<string>;
  status: Generated<ProjectStatus>;
  member_ids: Generated<string[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** a kanban board: the business's own (project_id null) or a project's (migration 0038) */
export interface KanbanBoardsTable {
  id: Generated<string>;
  business_id: string;
  project_id: Nullable<string>;
  created_at: Timestamp;
}

export interface KanbanListsTable {
  id: Generated<string>;
  business_id: string;
  board_id: string;
  name: string;
  position: number;
  created_at: Timestamp;
}

export interface KanbanCardsTable {
  id: Generated<string>;
  business_id: string;
  board_id: string;
  list_id: string;
  name: string;
  position: number;
  /** a day, YYYY-MM-DD */
  due: Nullable<string>;
  member_ids: Generated<string[]>;
  cover: Nullable<string>;
  created_at: Timestamp;
}

export interface KanbanChecklistsTable {
  id: Generated<string>;
  business_id: string;
  card_id: string;
  name: string;
  created_at: Timestamp;
}

export interface KanbanCheckItemsTable {
  id: Generated<string>;
  business_id: string;
  checklist_id: string;
  name: string;
  state: Generated<'complete' | 'incomplete'>;
  created_at: Timestamp;
}

export interface KanbanCommentsTable {
  id: Generated<string>;
  business_id: string;
  card_id: string;
  user_id: Nullable<string>;
  message: string;
  created_at: Timestamp;
}

export interface Database {
  businesses: BusinessesTable;
  registers: RegistersTable;
  users: UsersTable;
  sessions: SessionsTable;
  account_tokens: AccountTokensTable;
  login_failures: LoginFailuresTable;
  known_devices: KnownDevicesTable;
  audit_events: AuditEventsTable;
  asset_types: AssetTypesTable;
  contacts: ContactsTable;
  assets: AssetsTable;
  visits: VisitsTable;
  reminders: RemindersTable;
  signed_forms: SignedFormsTable;
  form_templates: FormTemplatesTable;
  form_requests: FormRequestsTable;
  contact_settings: ContactSettingsTable;
  contact_imports: ContactImportsTable;
  jobs: JobsTable;
  counters: CountersTable;
  tax_rates: TaxRatesTable;
  catalogue_items: CatalogueItemsTable;
  register_sessions: RegisterSessionsTable;
  cash_movements: CashMovementsTable;
  z_reports: ZReportsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  transactions: TransactionsTable;
  deposits: DepositsTable;
  deposit_movements: DepositMovementsTable;
  payment_links: PaymentLinksTable;
  settlement_batches: SettlementBatchesTable;
  idempotency_keys: IdempotencyKeysTable;
  processor_calls: ProcessorCallsTable;
  outbox: OutboxTable;
  mail_messages: MailMessagesTable;
  mail_copies: MailCopiesTable;
  mail_labels: MailLabelsTable;
  mail_copy_labels: MailCopyLabelsTable;
  webhook_events: WebhookEventsTable;
  staff_members: StaffMembersTable;
  staff_services: StaffServicesTable;
  staff_hours: StaffHoursTable;
  staff_exceptions: StaffExceptionsTable;
  booking_settings: BookingSettingsTable;
  business_logos: BusinessLogosTable;
  bookings: BookingsTable;
  booking_services: BookingServicesTable;
  booking_events: BookingEventsTable;
  waitlist_entries: WaitlistEntriesTable;
  email_codes: EmailCodesTable;
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
  chat_reads: ChatReadsTable;
  chat_attachments: ChatAttachmentsTable;
  projects: ProjectsTable;
  kanban_boards: KanbanBoardsTable;
  kanban_lists: KanbanListsTable;
  kanban_cards: KanbanCardsTable;
  kanban_checklists: KanbanChecklistsTable;
  kanban_check_items: KanbanCheckItemsTable;
  kanban_comments: KanbanCommentsTable;
  staff_posts: StaffPostsTable;
  rate_limits: RateLimitsTable;
}

/** Tables whose rows belong to one business (each has business_id): reached through src/db/tenant.ts. */
export type BusinessTable = {
  [T in keyof Database]: Database[T] extends { business_id: string } ? T : never;
}[keyof Database];

export type User = Selectable<UsersTable>;
export type Contact = Selectable<ContactsTable>;
export type NewContact = Insertable<ContactsTable>;
