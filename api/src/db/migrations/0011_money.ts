// The money domain (issue 10): the catalogue and its tax rates, registers' sessions with their cash
// and Z-reports, invoices with their lines, transactions (payments and refunds), deposits and their
// ledger, payment links, settlement batches, idempotency keys, and the audit trail widened to money.
// Money is integer minor units of the business's currency. Every business-owned child points at its
// parent through (business_id, id), as migration 0003 set out. One statement per entry: the embedded
// database runs each as a prepared statement.
import { sql, type Kysely } from 'kysely';

const id = `id uuid PRIMARY KEY DEFAULT gen_random_uuid()`;
const business = `business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE`;
/** a composite foreign key to a parent of the same business */
const sameBusiness = (column: string, parent: string, onDelete = '') =>
  `FOREIGN KEY (business_id, ${column}) REFERENCES ${parent} (business_id, id) ${onDelete}`;
const money = (column: string, extra = '') => `${column} integer NOT NULL DEFAULT 0 CHECK (${column} >= 0${extra})`;

/** what an audit event may record (db/schema.ts keeps the same list: AUDIT_ACTIONS) */
const auditActions = [
  'contacts.export',
  'contacts.import',
  'register.opened',
  'register.cash_in',
  'register.cash_out',
  'register.closed',
  'checkout.completed',
  'invoice.created',
  'invoice.sent',
  'invoice.voided',
  'payment.succeeded',
  'payment.declined',
  'refund.succeeded',
  'deposit.taken',
  'deposit.applied',
  'deposit.refunded',
  'deposit.forfeited',
  'link.created',
  'link.paid',
];

const statements = [
  `ALTER TABLE businesses ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$')`,

  // gapless numbers per business: the row is locked by the transaction that takes a number, so a
  // number taken by a transaction that rolls back is taken again by the next (no gaps, no repeats)
  `CREATE TABLE counters (
    ${business},
    name       text NOT NULL CHECK (name IN ('invoice', 'z_report', 'receipt')),
    last_value integer NOT NULL DEFAULT 0 CHECK (last_value >= 0),
    PRIMARY KEY (business_id, name)
  )`,

  `CREATE TABLE tax_rates (
    ${id},
    ${business},
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
    -- basis points: 825 is 8.25 %
    rate_bp     integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
    is_default  boolean NOT NULL DEFAULT false,
    archived_at timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id)
  )`,
  `CREATE UNIQUE INDEX tax_rates_one_default ON tax_rates (business_id) WHERE is_default`,

  `CREATE TABLE catalogue_items (
    ${id},
    ${business},
    kind             text NOT NULL CHECK (kind IN ('service', 'product')),
    name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    sku              text NOT NULL DEFAULT '' CHECK (length(sku) <= 64),
    category         text NOT NULL DEFAULT '' CHECK (length(category) <= 60),
    description      text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    ${money('price_minor', ' AND price_minor <= 100000000')},
    -- null: not taxed (the form offers the business's default rate)
    tax_rate_id      uuid,
    duration_minutes integer CHECK (duration_minutes BETWEEN 1 AND 1440),
    -- products only: stock state and count, and variants [{ id, name, sku, priceMinor }]
    inventory        text CHECK (inventory IN ('in_stock', 'out_of_stock', 'limited')),
    quantity         integer CHECK (quantity >= 0),
    variants         jsonb NOT NULL DEFAULT '[]',
    archived_at      timestamptz,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    ${sameBusiness('tax_rate_id', 'tax_rates', 'ON DELETE RESTRICT')},
    CHECK (kind = 'product' OR (inventory IS NULL AND quantity IS NULL))
  )`,
  `CREATE UNIQUE INDEX catalogue_items_sku ON catalogue_items (business_id, lower(sku)) WHERE sku <> ''`,
  `CREATE INDEX catalogue_items_name ON catalogue_items (business_id, kind, lower(name))`,

  // a register's name is unique in its business in any case ("Bar" and "bar" are one register)
  `CREATE UNIQUE INDEX registers_name_ci ON registers (business_id, lower(name))`,

  // a register's day: opened with a float, closed with a blind count; one open session per register
  `CREATE TABLE register_sessions (
    ${id},
    ${business},
    register_id         uuid NOT NULL,
    opened_by           uuid REFERENCES users (id) ON DELETE SET NULL,
    opened_by_name      text NOT NULL,
    opened_at           timestamptz NOT NULL DEFAULT now(),
    ${money('opening_float_minor')},
    closed_by           uuid REFERENCES users (id) ON DELETE SET NULL,
    closed_by_name      text,
    closed_at           timestamptz,
    counted_cash_minor  integer CHECK (counted_cash_minor >= 0),
    expected_cash_minor integer,
    UNIQUE (business_id, id),
    ${sameBusiness('register_id', 'registers', 'ON DELETE CASCADE')},
    CHECK ((closed_at IS NULL) = (counted_cash_minor IS NULL))
  )`,
  `CREATE UNIQUE INDEX register_sessions_one_open ON register_sessions (register_id) WHERE closed_at IS NULL`,
  `CREATE INDEX register_sessions_register ON register_sessions (business_id, register_id, opened_at DESC)`,

  // the drawer's cash: its sum over a session is the cash expected in it (signed: cash out < 0)
  `CREATE TABLE cash_movements (
    ${id},
    ${business},
    session_id     uuid NOT NULL,
    kind           text NOT NULL CHECK (kind IN ('float', 'sale', 'refund', 'cash_in', 'cash_out')),
    amount_minor   integer NOT NULL,
    reason         text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
    transaction_id uuid,
    user_id        uuid REFERENCES users (id) ON DELETE SET NULL,
    at             timestamptz NOT NULL DEFAULT now(),
    ${sameBusiness('session_id', 'register_sessions', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX cash_movements_session ON cash_movements (session_id, at)`,

  `CREATE TABLE z_reports (
    ${id},
    ${business},
    number      integer NOT NULL CHECK (number > 0),
    register_id uuid NOT NULL,
    session_id  uuid NOT NULL UNIQUE,
    -- the closed session's figures as they were at closing (modules/registers)
    summary     jsonb NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, number),
    ${sameBusiness('register_id', 'registers', 'ON DELETE CASCADE')},
    ${sameBusiness('session_id', 'register_sessions', 'ON DELETE CASCADE')}
  )`,

  `CREATE TABLE invoices (
    ${id},
    ${business},
    number          integer NOT NULL CHECK (number > 0),
    status          text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'void')),
    currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    contact_id      uuid,
    -- the contact as billed (kept when the contact changes or is removed)
    contact_name    text NOT NULL DEFAULT '',
    contact_email   text NOT NULL DEFAULT '',
    booking_id      uuid,
    register_id     uuid,
    created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    ${money('subtotal_minor')},
    ${money('discount_minor')},
    ${money('tax_minor')},
    ${money('tip_minor')},
    ${money('total_minor')},
    ${money('paid_minor')},
    ${money('refunded_minor', ' AND refunded_minor <= paid_minor')},
    -- the order's discount as entered: an amount in minor units or a percent in basis points
    order_discount_kind  text CHECK (order_discount_kind IN ('amount', 'percent')),
    order_discount_value integer CHECK (order_discount_value >= 0),
    note            text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
    due_on          date,
    issued_at       timestamptz,
    paid_at         timestamptz,
    voided_at       timestamptz,
    void_reason     text NOT NULL DEFAULT '' CHECK (length(void_reason) <= 500),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (business_id, number),
    ${sameBusiness('contact_id', 'contacts', 'ON DELETE SET NULL (contact_id)')},
    ${sameBusiness('register_id', 'registers', 'ON DELETE SET NULL (register_id)')},
    CHECK (paid_minor <= total_minor),
    CHECK (total_minor = subtotal_minor - discount_minor + tax_minor + tip_minor)
  )`,
  `CREATE INDEX invoices_business_created ON invoices (business_id, created_at DESC, id DESC)`,
  `CREATE INDEX invoices_business_status ON invoices (business_id, status, due_on)`,
  `CREATE INDEX invoices_contact ON invoices (business_id, contact_id)`,
  `CREATE UNIQUE INDEX invoices_booking ON invoices (business_id, booking_id) WHERE booking_id IS NOT NULL AND status <> 'void'`,

  `CREATE TABLE invoice_lines (
    ${id},
    ${business},
    invoice_id       uuid NOT NULL,
    position         smallint NOT NULL CHECK (position >= 0),
    item_id          uuid,
    kind             text NOT NULL CHECK (kind IN ('service', 'product', 'custom')),
    name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    variant          text NOT NULL DEFAULT '',
    sku              text NOT NULL DEFAULT '',
    quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
    ${money('unit_price_minor')},
    discount_kind    text CHECK (discount_kind IN ('amount', 'percent')),
    discount_value   integer CHECK (discount_value >= 0),
    -- the line's own discount, and its share of the order's discount (tax is on what is left)
    ${money('discount_minor')},
    ${money('order_discount_minor')},
    tax_rate_bp      integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 10000),
    ${money('tax_minor')},
    ${money('total_minor')},
    staff_id         uuid REFERENCES users (id) ON DELETE SET NULL,
    UNIQUE (invoice_id, position),
    ${sameBusiness('invoice_id', 'invoices', 'ON DELETE CASCADE')},
    ${sameBusiness('item_id', 'catalogue_items', 'ON DELETE SET NULL (item_id)')}
  )`,
  `CREATE INDEX invoice_lines_item ON invoice_lines (business_id, item_id)`,

  `CREATE TABLE deposits (
    ${id},
    ${business},
    contact_id      uuid NOT NULL,
    booking_id      uuid,
    amount_minor    integer NOT NULL CHECK (amount_minor > 0),
    -- what is still held: kept equal to the sum of the deposit's movements by a trigger below
    remaining_minor integer NOT NULL DEFAULT 0 CHECK (remaining_minor >= 0 AND remaining_minor <= amount_minor),
    status          text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'applied', 'refunded', 'forfeited')),
    note            text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
    created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    ${sameBusiness('contact_id', 'contacts', 'ON DELETE RESTRICT')}
  )`,
  `CREATE INDEX deposits_contact ON deposits (business_id, contact_id, created_at)`,
  `CREATE INDEX deposits_business_created ON deposits (business_id, created_at DESC, id DESC)`,

  `CREATE TABLE transactions (
    ${id},
    ${business},
    -- the receipt's number
    number              integer NOT NULL CHECK (number > 0),
    kind                text NOT NULL CHECK (kind IN ('payment', 'refund', 'deposit', 'deposit_refund')),
    tender              text NOT NULL CHECK (tender IN ('cash', 'card', 'check', 'deposit')),
    status              text NOT NULL CHECK (status IN ('succeeded', 'declined', 'pending')),
    currency            text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    amount_minor        integer NOT NULL CHECK (amount_minor > 0),
    -- cash: what was handed over and what was given back
    tendered_minor      integer CHECK (tendered_minor >= 0),
    change_minor        integer CHECK (change_minor >= 0),
    ${money('refunded_minor', ' AND refunded_minor <= amount_minor')},
    invoice_id          uuid,
    deposit_id          uuid,
    contact_id          uuid,
    register_id         uuid,
    register_session_id uuid,
    -- a refund's payment
    parent_id           uuid,
    payment_link_id     text,
    user_id             uuid REFERENCES users (id) ON DELETE SET NULL,
    user_name           text NOT NULL DEFAULT '',
    -- cards: never the number, only its brand and last four
    card_brand          text,
    card_last4          text CHECK (card_last4 ~ '^[0-9]{4}$'),
    provider            text,
    provider_ref        text,
    failure_code        text,
    check_number        text CHECK (length(check_number) <= 40),
    batch_id            uuid,
    created_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (business_id, number),
    ${sameBusiness('invoice_id', 'invoices', 'ON DELETE RESTRICT')},
    ${sameBusiness('deposit_id', 'deposits', 'ON DELETE RESTRICT')},
    ${sameBusiness('contact_id', 'contacts', 'ON DELETE SET NULL (contact_id)')},
    ${sameBusiness('register_id', 'registers', 'ON DELETE SET NULL (register_id)')},
    ${sameBusiness('register_session_id', 'register_sessions', 'ON DELETE SET NULL (register_session_id)')},
    ${sameBusiness('parent_id', 'transactions', 'ON DELETE RESTRICT')}
  )`,
  `CREATE INDEX transactions_business_created ON transactions (business_id, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_invoice ON transactions (business_id, invoice_id)`,
  `CREATE INDEX transactions_session ON transactions (register_session_id)`,
  `CREATE INDEX transactions_batch ON transactions (business_id, batch_id)`,

  `CREATE TABLE deposit_movements (
    ${id},
    ${business},
    deposit_id     uuid NOT NULL,
    contact_id     uuid NOT NULL,
    kind           text NOT NULL CHECK (kind IN ('taken', 'applied', 'refunded', 'forfeited')),
    -- taken is positive; applied, refunded and forfeited are negative
    amount_minor   integer NOT NULL CHECK (amount_minor <> 0 AND ((kind = 'taken') = (amount_minor > 0))),
    invoice_id     uuid,
    transaction_id uuid,
    user_id        uuid REFERENCES users (id) ON DELETE SET NULL,
    at             timestamptz NOT NULL DEFAULT now(),
    ${sameBusiness('deposit_id', 'deposits', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX deposit_movements_contact ON deposit_movements (business_id, contact_id, at)`,
  // the ledger is the truth: a deposit's remaining amount moves only with a movement, in the same
  // statement, and its CHECK refuses a movement that would take more than is held
  `CREATE FUNCTION deposit_follows_movement() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE deposits
       SET remaining_minor = remaining_minor + NEW.amount_minor,
           status = CASE WHEN remaining_minor + NEW.amount_minor > 0 THEN 'held' ELSE NEW.kind END
     WHERE id = NEW.deposit_id AND business_id = NEW.business_id;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER deposit_movements_apply AFTER INSERT ON deposit_movements FOR EACH ROW EXECUTE FUNCTION deposit_follows_movement()`,

  // a public link to pay an invoice's balance: its id is the secret (128 random bits, base64url)
  `CREATE TABLE payment_links (
    id             text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
    ${business},
    invoice_id     uuid NOT NULL,
    expires_at     timestamptz NOT NULL,
    created_by     uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at     timestamptz NOT NULL DEFAULT now(),
    paid_at        timestamptz,
    ${sameBusiness('invoice_id', 'invoices', 'ON DELETE CASCADE')}
  )`,
  `CREATE INDEX payment_links_invoice ON payment_links (business_id, invoice_id)`,

  // card transactions of a day, closed into one batch per provider
  `CREATE TABLE settlement_batches (
    ${id},
    ${business},
    day          date NOT NULL,
    provider     text NOT NULL,
    count        integer NOT NULL DEFAULT 0 CHECK (count >= 0),
    total_minor  integer NOT NULL DEFAULT 0,
    closed_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_id, id),
    UNIQUE (business_id, provider, day)
  )`,

  // a call that moves money, by its Idempotency-Key: the first answer is kept and a retry gets it
  `CREATE TABLE idempotency_keys (
    ${business},
    key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
    -- what was asked: the operation and a hash of its request
    operation    text NOT NULL,
    request_hash text NOT NULL,
    status_code  integer NOT NULL,
    response     text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (business_id, key)
  )`,

  // a sale is a visit of its contact (one per invoice; a void removes it)
  `ALTER TABLE visits ADD COLUMN invoice_id uuid`,
  `CREATE UNIQUE INDEX visits_invoice ON visits (invoice_id) WHERE invoice_id IS NOT NULL`,

  // the audit trail carries money events too: where (register, address) and what (invoice,
  // transaction, amount); a payer by link has no account
  `ALTER TABLE audit_events DROP CONSTRAINT audit_events_action_check`,
  `ALTER TABLE audit_events
     ADD CONSTRAINT audit_events_action_check CHECK (action IN (${auditActions.map((action) => `'${action}'`).join(', ')})),
     ADD COLUMN register_id uuid,
     ADD COLUMN ip text NOT NULL DEFAULT '' CHECK (length(ip) <= 64),
     ADD COLUMN invoice_id uuid,
     ADD COLUMN transaction_id uuid,
     ADD COLUMN amount_minor integer`,
  `CREATE INDEX audit_events_invoice ON audit_events (business_id, invoice_id, at) WHERE invoice_id IS NOT NULL`,
  `CREATE INDEX audit_events_transaction ON audit_events (business_id, transaction_id, at) WHERE transaction_id IS NOT NULL`,
  // append-only: a record is never changed or removed, but for an export's row count (written once
  // it has streamed) and a removed account's id (the email stays); a whole business may go
  `CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM businesses WHERE id = OLD.business_id) THEN
        RAISE EXCEPTION 'audit events are append-only';
      END IF;
      RETURN OLD;
    END IF;
    IF (NEW.id, NEW.business_id, NEW.user_email, NEW.action, NEW.detail, NEW.at, NEW.register_id, NEW.ip, NEW.invoice_id, NEW.transaction_id, NEW.amount_minor)
       IS DISTINCT FROM
       (OLD.id, OLD.business_id, OLD.user_email, OLD.action, OLD.detail, OLD.at, OLD.register_id, OLD.ip, OLD.invoice_id, OLD.transaction_id, OLD.amount_minor)
       OR (NEW.row_count IS DISTINCT FROM OLD.row_count AND OLD.row_count IS NOT NULL)
       OR (NEW.user_id IS DISTINCT FROM OLD.user_id AND NEW.user_id IS NOT NULL) THEN
      RAISE EXCEPTION 'audit events are append-only';
    END IF;
    RETURN NEW;
  END $$`,
  `CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`,
  // a Z-report is final once written
  `CREATE FUNCTION z_reports_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM businesses WHERE id = OLD.business_id) THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'a Z-report cannot be changed';
  END $$`,
  `CREATE TRIGGER z_reports_immutable BEFORE UPDATE OR DELETE ON z_reports FOR EACH ROW EXECUTE FUNCTION z_reports_immutable()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
