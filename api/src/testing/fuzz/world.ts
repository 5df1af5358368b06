import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { BusinessTable, SessionsTable } from '../../db/schema';
import { PET_FIELDS, VEHICLE_FIELDS } from '../../demo/demo';
import { MAX_ITEM_PRICE_MINOR } from '../../modules/catalogue/schemas';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../http/session';
import { browser, signInStaff, signUp, TEST_ADMIN_PASSWORD, TEST_STAFF_PASSWORD, type Browser, type TestApi } from '../harness';
import type { ActorName, FuzzRequest } from './requests';
import type { FuzzContext, RowKind } from './values';

// What the fuzzer's requests meet: the home business (signed in as its admin and a staff member,
// with rows of every kind the paths name), another business that must come out untouched, and the
// bookkeeping that keeps both in place while thousands of requests go by.

type Owner = 'home' | 'other';
type FixtureKind = RowKind | 'visit' | 'signedForm';

const KIND_DIGIT: Record<FixtureKind, string> = {
  contact: 'c',
  assetType: 'a',
  asset: 'e',
  reminder: 'd',
  import: 'f',
  visit: 'b',
  signedForm: '5',
  register: '7',
  item: '8',
  taxRate: '9',
  staff: '6',
};

/**
 * Fixture rows have fixed ids, so a seed draws the same requests on every run and a row a request
 * deleted comes back under the same id (`c1000000-f022-…-000000000001`: a home contact).
 */
const fixtureId = (owner: Owner, kind: FixtureKind, n: number) =>
  `${KIND_DIGIT[kind]}${owner === 'home' ? 1 : 2}000000-f022-4000-8000-${String(n).padStart(12, '0')}`;

// the staff kind's fixture is a team member; set-up adds the business's users to its ids
const FIXTURES_PER_KIND: Record<RowKind, number> = { contact: 2, assetType: 4, asset: 2, reminder: 2, import: 1, register: 2, item: 3, taxRate: 1, staff: 1 };

/** the float the fixture registers are kept open with */
const FIXTURE_FLOAT_MINOR = 10_000;

type Fixtures = { db: Db; businessId: string; owner: Owner; id: (kind: FixtureKind, n: number) => string };

// the other business shares the home one's first contact (name, email, phone): a search or a
// duplicate check that crossed businesses would show it
async function resetContacts({ db, businessId, owner, id }: Fixtures) {
  const blank = { address: '', notes: '', image_32x32: '', marketing_consent: false, business_id: businessId };
  await db
    .insertInto('contacts')
    .values([
      {
        ...blank,
        id: id('contact', 1),
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '5550000001',
        tags: ['vip'],
        source: 'referral',
        last_visit_at: '2025-01-10T10:00:00Z',
      },
      {
        ...blank,
        id: id('contact', 2),
        first_name: owner === 'home' ? 'Grace' : 'Otto',
        last_name: owner === 'home' ? 'Hopper' : 'Other',
        email: `${owner}@example.com`,
        phone: owner === 'home' ? '5550000002' : '5550000003',
        tags: ['fleet'],
        source: 'walk_in',
        last_visit_at: null,
      },
    ])
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        first_name: eb.ref('excluded.first_name'),
        last_name: eb.ref('excluded.last_name'),
        email: eb.ref('excluded.email'),
        phone: eb.ref('excluded.phone'),
        tags: eb.ref('excluded.tags'),
        source: eb.ref('excluded.source'),
        last_visit_at: eb.ref('excluded.last_visit_at'),
        address: eb.ref('excluded.address'),
        notes: eb.ref('excluded.notes'),
        image_32x32: eb.ref('excluded.image_32x32'),
        marketing_consent: eb.ref('excluded.marketing_consent'),
      })),
    )
    .execute();
}

async function resetAssetTypes({ db, businessId, id }: Fixtures) {
  const types = [
    { id: id('assetType', 1), type_name: 'Vehicle', bookable: true, fields: JSON.stringify(VEHICLE_FIELDS) },
    { id: id('assetType', 2), type_name: 'Pet', bookable: false, fields: JSON.stringify(PET_FIELDS) },
    // names whose lower case differs between JavaScript and PostgreSQL; no assets, so they can go
    { id: id('assetType', 3), type_name: 'İskele', bookable: false, fields: '[]' },
    { id: id('assetType', 4), type_name: 'ΟΔΟΣ', bookable: false, fields: '[]' },
  ];
  for (const type of types) {
    // a type that took the fixture's name while it was gone or renamed gives it back
    await db
      .updateTable('asset_types')
      .set({ type_name: sql<string>`left(type_name, 80) || ' ' || left(id::text, 8)` })
      .where('business_id', '=', businessId)
      .where('type_name', '=', type.type_name)
      .where('id', '<>', type.id)
      .execute();
    await db
      .insertInto('asset_types')
      .values({ ...type, business_id: businessId })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({ type_name: eb.ref('excluded.type_name'), bookable: eb.ref('excluded.bookable'), fields: eb.ref('excluded.fields') })),
      )
      .execute();
  }
}

async function resetAssets({ db, businessId, id }: Fixtures) {
  const owned = { business_id: businessId, contact_id: id('contact', 1) };
  await db
    .insertInto('assets')
    .values([
      {
        ...owned,
        id: id('asset', 1),
        asset_type_id: id('assetType', 1),
        name: 'Blue Ford',
        data: JSON.stringify({ year: 1999, make: 'Ford', model: 'Focus', plate: 'ABC123' }),
      },
      { ...owned, id: id('asset', 2), asset_type_id: id('assetType', 2), name: 'Rex', data: JSON.stringify({ pet_name: 'Rex', species: 'Dog', weight: 30.5 }) },
    ])
    .onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), data: eb.ref('excluded.data') })))
    .execute();
}

async function resetReminders({ db, businessId, id }: Fixtures) {
  await db
    .insertInto('reminders')
    .values([
      { id: id('reminder', 1), business_id: businessId, contact_id: id('contact', 1), due_on: '2025-06-01', note: 'Oil change', done_at: null },
      { id: id('reminder', 2), business_id: businessId, contact_id: id('contact', 2), due_on: '2024-01-15', note: 'Vaccines', done_at: '2024-01-16T09:00:00Z' },
    ])
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ due_on: eb.ref('excluded.due_on'), note: eb.ref('excluded.note'), done_at: eb.ref('excluded.done_at') })),
    )
    .execute();
}

async function resetTaxRates({ db, businessId, id }: Fixtures) {
  await db
    .insertInto('tax_rates')
    .values({ id: id('taxRate', 1), business_id: businessId, name: 'VAT', rate_bp: 2_000, archived_at: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'VAT', rate_bp: 2_000, archived_at: null }))
    .execute();
}

/**
 * A service at the catalogue's highest price (a cart's quantities multiply it past any integer), a
 * counted product and an everyday service, taxed at the fixture rate.
 */
async function resetItems({ db, businessId, id }: Fixtures) {
  const items = [
    { kind: 'service' as const, name: 'Full restoration', price_minor: MAX_ITEM_PRICE_MINOR, duration_minutes: 60, inventory: null, quantity: null },
    { kind: 'product' as const, name: 'Wax', price_minor: 800, duration_minutes: null, inventory: 'limited' as const, quantity: 5 },
    { kind: 'service' as const, name: 'Cut', price_minor: 4_000, duration_minutes: 30, inventory: null, quantity: null },
  ];
  for (const [i, item] of items.entries()) {
    const values = { ...item, tax_rate_id: id('taxRate', 1), archived_at: null, variants: '[]' };
    await db
      .insertInto('catalogue_items')
      .values({ ...values, id: id('item', i + 1), business_id: businessId })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}

/**
 * Two registers, kept open: a request that closes one finds it open again afterwards, with the
 * cash the run has put in it until then (accumulation is what sequences of calls test).
 */
async function resetRegisters({ db, businessId, id }: Fixtures) {
  for (const [n, name] of [
    [1, 'Fuzz Till'],
    [2, 'Fuzz Kiosk'],
  ] as const) {
    const registerId = id('register', n);
    await db
      .insertInto('registers')
      .values({ id: registerId, business_id: businessId, name })
      .onConflict((oc) => oc.column('id').doUpdateSet({ name }))
      .execute();
    const open = await db.selectFrom('register_sessions').select('id').where('register_id', '=', registerId).where('closed_at', 'is', null).executeTakeFirst();
    if (open) continue;
    const session = await db
      .insertInto('register_sessions')
      .values({ business_id: businessId, register_id: registerId, opened_by: null, opened_by_name: 'Fuzz', opening_float_minor: FIXTURE_FLOAT_MINOR })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cash_movements')
      .values({ business_id: businessId, session_id: session.id, kind: 'float', amount_minor: FIXTURE_FLOAT_MINOR })
      .execute();
  }
}

async function resetStaff({ db, businessId, id }: Fixtures) {
  await db
    .insertInto('staff_members')
    .values({ id: id('staff', 1), business_id: businessId, name: 'Sam Stylist', color: '#1677ff', user_id: null, archived_at: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: 'Sam Stylist', color: '#1677ff', user_id: null, archived_at: null }))
    .execute();
}

/** The rows no request changes by id (a contact's deletion takes the visit and the form with it). */
async function resetTheRest({ db, businessId, owner, id }: Fixtures) {
  const contact = id('contact', 1);
  await db
    .insertInto('visits')
    .values({ id: id('visit', 1), business_id: businessId, contact_id: contact, visited_at: '2025-01-10T10:00:00Z' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('signed_forms')
    .values({ id: id('signedForm', 1), business_id: businessId, contact_id: contact, form_name: 'Waiver', signed_at: '2025-02-01T15:00:00Z' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('contact_imports')
    .values({
      id: id('import', 1),
      business_id: businessId,
      status: 'done',
      duplicates: 'skip',
      total: 1,
      processed: 1,
      created: 1,
      errors: '[]',
      rows: null,
      finished_at: new Date('2025-03-01T08:00:00Z'),
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const days = owner === 'home' ? 90 : 45;
  await db
    .insertInto('contact_settings')
    .values({ business_id: businessId, lost_customer_days: days })
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ lost_customer_days: days }))
    .execute();
}

/** the kinds of fixture a request changes or deletes by id (an import it only reads) */
const CHANGEABLE = ['contact', 'assetType', 'asset', 'reminder', 'taxRate', 'item', 'register', 'staff'] as const;
type Changeable = (typeof CHANGEABLE)[number];
const RESETS: Record<Changeable, (fixtures: Fixtures) => Promise<void>> = {
  contact: resetContacts,
  assetType: resetAssetTypes,
  asset: resetAssets,
  reminder: resetReminders,
  taxRate: resetTaxRates,
  item: resetItems,
  register: resetRegisters,
  staff: resetStaff,
};

/**
 * Writes the owner's fixture rows as they first were: new, put back after a request deleted them,
 * or reset after one changed them, so later requests meet the same rows (a renamed asset type
 * takes no name away from the next request that collides with it). `only` limits it to one kind.
 */
async function resetFixtures(db: Db, businessId: string, owner: Owner, only?: Changeable) {
  const fixtures: Fixtures = { db, businessId, owner, id: (kind, n) => fixtureId(owner, kind, n) };
  if (only) return RESETS[only](fixtures);
  // parents first: contacts and asset types, then what refers to them
  for (const reset of [resetContacts, resetAssetTypes, resetAssets, resetReminders, resetTaxRates, resetItems, resetRegisters, resetStaff, resetTheRest])
    await reset(fixtures);
}

function fixtureIds(owner: Owner): Record<RowKind, string[]> {
  const ids = (kind: RowKind) => Array.from({ length: FIXTURES_PER_KIND[kind] }, (_, i) => fixtureId(owner, kind, i + 1));
  return Object.fromEntries(Object.keys(FIXTURES_PER_KIND).map((kind) => [kind, ids(kind as RowKind)])) as Record<RowKind, string[]>;
}

type Actor = { browser: Browser; cookies: [string, string][]; session: Selectable<SessionsTable> | undefined };

/** An actor as it is now: its cookies, and its session's row. */
async function keep(db: Db, b: Browser): Promise<Actor> {
  const csrf = b.cookies.get(CSRF_COOKIE);
  const signedIn = b.cookies.has(SESSION_COOKIE) && csrf !== undefined;
  const session = signedIn ? await db.selectFrom('sessions').selectAll().where('csrf_token', '=', csrf).executeTakeFirst() : undefined;
  return { browser: b, cookies: [...b.cookies], session };
}

/** Requests that may end or change the session they come with (a logout, signpad mode, a new sign-in). */
const SESSION_CALLS = new Set(['/api/logout', '/profile/switch_to_signpad', '/profile/exit_signpad', '/api/login', '/api/signup', '/api/login/token']);

type Snapshot = Record<string, string[]>;

/** Every table a business owns rows in (src/db/schema.ts), plus its own row and its users' sessions. */
const OWNED_TABLES = [
  'registers',
  'users',
  'contacts',
  'asset_types',
  'assets',
  'visits',
  'reminders',
  'signed_forms',
  'form_templates',
  'form_requests',
  'contact_settings',
  'contact_imports',
  'jobs',
  'tax_rates',
  'catalogue_items',
  'register_sessions',
  'cash_movements',
  'z_reports',
  'invoices',
  'invoice_lines',
  'transactions',
  'deposits',
  'staff_members',
  'bookings',
] as const satisfies readonly BusinessTable[];

/** A business's rows, read straight from the database, as sorted JSON per table. */
export async function rowsOf(db: Db, businessId: string): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  const take = (table: string, rows: unknown[]) => {
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  };
  take('businesses', (await sql`SELECT * FROM businesses WHERE id = ${businessId}`.execute(db)).rows);
  for (const table of OWNED_TABLES) take(table, (await sql`SELECT * FROM ${sql.table(table)} WHERE business_id = ${businessId}`.execute(db)).rows);
  take('sessions', (await sql`SELECT s.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.business_id = ${businessId}`.execute(db)).rows);
  return snapshot;
}

/** What differs between two snapshots, a line per row gone or changed and per row added. */
export function differences(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  const cut = (row: string) => (row.length > 400 ? `${row.slice(0, 400)}…` : row);
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    for (const row of was) if (!is.has(row)) lines.push(`${table}: was ${cut(row)}`);
    for (const row of is) if (!was.has(row)) lines.push(`${table}: now ${cut(row)}`);
  }
  return lines;
}

/**
 * The home business's rows that name a row of another business (a column holding one of its ids):
 * the database's composite foreign keys, and the rules before them, must refuse every such link.
 */
export function crossLinks(rows: Snapshot, otherIds: string[]): string[] {
  const others = new Set(otherIds);
  return Object.entries(rows).flatMap(([table, lines]) =>
    lines.flatMap((line) => {
      const row = JSON.parse(line) as Record<string, unknown>;
      return Object.entries(row)
        .filter(([, value]) => typeof value === 'string' && others.has(value))
        .map(([column, value]) => `${table}.${column} = ${String(value)} (row ${String(row.id ?? line.slice(0, 80))})`);
    }),
  );
}

export type World = Awaited<ReturnType<typeof setUpWorld>>;

/** The two businesses, their rows, and the home business's admin, staff member and a signed-out visitor. */
export async function setUpWorld(api: TestApi) {
  const home = await signUp(api, 'Fuzz Home');
  const other = await signUp(api, 'Fuzz Other');
  await resetFixtures(api.db, home.businessId, 'home');
  await resetFixtures(api.db, other.businessId, 'other');
  const actors: Record<ActorName, Actor> = {
    admin: await keep(api.db, home.b),
    staff: await keep(api.db, await signInStaff(api, home.businessId)),
    anonymous: await keep(api.db, await browser(api.app).visit()),
  };
  const homeFixtures = fixtureIds('home');
  const otherFixtures = fixtureIds('other');
  // a line's `staffId` names a user, a booking's a team member: the staff kind's ids are both
  const usersOf = async (businessId: string) =>
    (await api.db.selectFrom('users').select('id').where('business_id', '=', businessId).orderBy('email').execute()).map((u) => u.id);
  homeFixtures.staff.push(...(await usersOf(home.businessId)));
  otherFixtures.staff.push(...(await usersOf(other.businessId)));
  const ids = Object.fromEntries(
    Object.keys(homeFixtures).map((kind) => [kind, { home: homeFixtures[kind as RowKind], other: otherFixtures[kind as RowKind] }]),
  ) as FuzzContext['ids'];
  const context: FuzzContext = {
    ids,
    texts: [
      'Ada',
      'Lovelace',
      'Grace',
      'ada@example.com',
      home.email,
      TEST_ADMIN_PASSWORD,
      TEST_STAFF_PASSWORD,
      '5550000001',
      'Vehicle',
      'Pet',
      'İskele',
      'vip',
      'fleet',
      'Oil change',
      'Blue Ford',
    ],
  };
  const before = await rowsOf(api.db, other.businessId);
  return {
    context,
    actors,
    homeBusinessId: home.businessId,
    otherBusinessId: other.businessId,
    /** every id of the other business's rows: none may show up in an answer to the home business */
    otherIds: Object.values(otherFixtures).flat(),
    /** the other business's rows before the run */
    before,
    /**
     * After each request: the actor's cookies as they were (a logout or a sign-in changes them), its
     * session row back (a logout deletes it, signpad mode changes it), and the home business's
     * fixtures as they were when a request changed or deleted one, so later requests find them.
     */
    async afterRequest(request: FuzzRequest, status: number) {
      const actor = actors[request.actor];
      actor.browser.cookies.clear();
      for (const [name, value] of actor.cookies) actor.browser.cookies.set(name, value);
      if (status >= 300) return;
      const session = actor.session;
      if (session && SESSION_CALLS.has(request.url.split('?')[0] ?? '')) {
        await api.db
          .insertInto('sessions')
          .values(session)
          .onConflict((oc) => oc.column('token_hash').doUpdateSet({ mode: session.mode, expires_at: session.expires_at }))
          .execute();
      }
      if (request.method === 'GET') return;
      const url = request.url.toLowerCase();
      const changed = CHANGEABLE.find((kind) => homeFixtures[kind].some((id) => url.includes(id)));
      // a POST changes its row only where it closes a register (then opened again, its cash kept)
      if (request.method === 'POST' && changed !== 'register') return;
      // a deleted contact takes its assets, reminders, visit and form with it
      if (changed) await resetFixtures(api.db, home.businessId, 'home', request.method === 'DELETE' && changed === 'contact' ? undefined : changed);
    },
  };
}
