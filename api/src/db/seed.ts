import type { Db } from './database';
import { hashPassword } from '../modules/auth/passwords';

// The demo business, created on first start (documented in the README): its admin login is
// seeded data, not a secret. Contacts are invented from the lists below, with 555 phone numbers.
export const DEMO_EMAIL = 'demo@frontdesk.app';
export const DEMO_PASSWORD = 'frontdesk-demo';
export const DEMO_BUSINESS = 'Frontdesk Demo Detailing & Grooming';
export const DEMO_REGISTER = 'Front Desk';
export const DEMO_CONTACTS = 240;

const FIRST = ['Ava', 'Ben', 'Carla', 'Diego', 'Elena', 'Farid', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Keiko', 'Luis', 'Maya', 'Nils', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sami', 'Tess'];
const LAST = ['Alvarez', 'Brook', 'Castillo', 'Dunn', 'Ellery', 'Fischer', 'Garza', 'Holm', 'Ibarra', 'Jensen', 'Kovac'];

/** The n-th demo contact (deterministic, so tests and docs can name one). */
export function demoContact(n: number) {
  const first = FIRST[n % FIRST.length] as string;
  const last = LAST[Math.floor(n / FIRST.length) % LAST.length] as string;
  const suffix = n >= FIRST.length * LAST.length ? String(Math.floor(n / (FIRST.length * LAST.length)) + 1) : '';
  return {
    first_name: first,
    last_name: `${last}${suffix}`,
    email: `${first}.${last}${suffix}@example.com`.toLowerCase(),
    phone: `555${String(1000000 + n * 7919).slice(-7)}`,
  };
}

/** Creates the demo business unless its admin exists. Returns whether it did. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const business = await trx.insertInto('businesses').values({ name: DEMO_BUSINESS }).returning('id').executeTakeFirstOrThrow();
    const register = await trx
      .insertInto('registers')
      .values({ business_id: business.id, name: DEMO_REGISTER })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        business_id: business.id,
        email: DEMO_EMAIL,
        password_hash: passwordHash,
        first_name: 'Dana',
        last_name: 'Demo',
        phone: '5550100100',
        bio: 'Owner of the demo business',
        role: 'admin',
        can_switch_to_signpad: true,
        register_id: register.id,
      })
      .execute();
    await trx
      .insertInto('asset_types')
      .values([
        { business_id: business.id, type_name: 'Vehicle', bookable: true },
        { business_id: business.id, type_name: 'Pet', bookable: true },
      ])
      .execute();
    const day = 24 * 60 * 60 * 1000;
    const contacts = Array.from({ length: DEMO_CONTACTS }, (_, n) => ({
      business_id: business.id,
      ...demoContact(n),
      // spread over the last year; the highest n is the most recently added
      created_at: new Date(now.getTime() - (DEMO_CONTACTS - n) * 1.5 * day),
    }));
    await trx.insertInto('contacts').values(contacts).execute();
  });
  return true;
}
