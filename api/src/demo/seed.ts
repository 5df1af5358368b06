import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../lib/days';
import type { Db } from '../db/database';
import { DEMO_BUSINESS, DEMO_CONTACTS, DEMO_EMAIL, DEMO_PASSWORD, DEMO_REGISTER, PET_FIELDS, VEHICLE_FIELDS, demoContact } from './demo';
import type { ContactSource } from '../db/schema';
import { DEMO_TIME_ZONE, seedBookings } from './seedBookings';
import { seedCatalogue } from './seedCatalogue';
import { seedSales } from './seedSales';
import { holdUntilCommit, unitOfWork } from '../db/tenant';
import { hashPassword } from '../modules/auth/passwords';
import { createTemplate } from '../modules/forms/service';
import { DEMO_FORM } from './demo';

// the demo contacts' sources and tags, in turn
const SOURCES: ContactSource[] = ['walk_in', 'phone', 'website', 'online_booking', 'referral', 'social', 'advertising', 'other'];
const TAGS: string[][] = [[], ['vip'], ['fleet'], [], ['newsletter'], ['vip', 'newsletter'], []];

/**
 * Creates the demo business unless its admin exists. Returns whether it did. `history`: with its
 * last week of sales (seedSales.ts: `npm start` has it; the API tests leave it out, it costs time).
 */
export async function seedDemo(db: Db, now = new Date(), options: { history?: boolean } = {}): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // the seed is one unit of work, bound to the business it makes; instances started together on one
  // PostgreSQL take turns (the lock is the transaction's) and the later ones find the demo made
  const made = await unitOfWork(db, randomUUID(), async (tenant) => {
    await holdUntilCommit(tenant.db, 'frontdesk demo seed');
    if (await tenant.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst()) return false;
    await tenant.db.insertInto('businesses').values({ id: tenant.businessId, name: DEMO_BUSINESS }).execute();
    const register = await tenant
      .insertInto('registers', [{ name: DEMO_REGISTER }])
      .returning('id')
      .executeTakeFirstOrThrow();
    await tenant.insertInto('registers', [{ name: 'Back Counter' }]).execute();
    await tenant
      .insertInto('users', [
        {
          email: DEMO_EMAIL,
          password_hash: passwordHash,
          first_name: 'Dana',
          last_name: 'Demo',
          phone: '5550100100',
          bio: 'Owner of the demo business',
          role: 'admin',
          owner: true,
          can_switch_to_signpad: true,
          register_id: register.id,
        },
      ])
      .execute();
    await tenant
      .insertInto('asset_types', [
        { type_name: 'Vehicle', bookable: true, fields: JSON.stringify(VEHICLE_FIELDS) },
        { type_name: 'Pet', bookable: true, fields: JSON.stringify(PET_FIELDS) },
      ])
      .execute();
    await seedCatalogue(tenant);
    // the intake and consent form the desk hands to a customer on the signpad (issue 34 §9)
    await createTemplate(tenant, DEMO_FORM);
    const contacts = Array.from({ length: DEMO_CONTACTS }, (_, n) => {
      const createdAt = new Date(now.getTime() - (DEMO_CONTACTS - n) * 1.5 * DAY_MS);
      return {
        ...demoContact(n),
        // spread over the last year; the highest n is the most recently added
        created_at: createdAt,
        updated_at: createdAt,
        source: SOURCES[n % SOURCES.length] as ContactSource,
        tags: TAGS[n % 7] ?? [],
        marketing_consent: n % 3 !== 0,
      };
    });
    const inserted = await tenant.insertInto('contacts', contacts).returning(['id', 'created_at']).execute();
    // visits: between none and six per contact, after it was added; the last one is its last visit
    const visits = inserted.flatMap(({ id, created_at }, n) => {
      const count = (n * 37) % 7;
      const since = new Date(created_at).getTime();
      const span = Math.max(DAY_MS, now.getTime() - since);
      return Array.from({ length: count }, (_, k) => ({
        contact_id: id,
        visited_at: new Date(since + (span * (k + 1)) / (count + 1)),
      }));
    });
    for (let i = 0; i < visits.length; i += 500) await tenant.insertInto('visits', visits.slice(i, i + 500)).execute();
    // the week's sales are visits too: a contact's last visit is read from every one of them below
    // the business's clock first: the history's days and hours are on it
    await tenant.updateBusiness({ time_zone: DEMO_TIME_ZONE });
    if (options.history) await seedSales(tenant, now);
    // kept bookings are visits too (seedBookings.ts)
    await seedBookings(tenant, now, { history: options.history ?? false });
    await sql`UPDATE contacts c SET last_visit_at = v.last FROM (SELECT contact_id, max(visited_at) AS last FROM visits WHERE business_id = ${tenant.businessId} GROUP BY contact_id) v WHERE v.contact_id = c.id AND c.business_id = ${tenant.businessId}`.execute(
      tenant.db,
    );
    return true;
  });
  return made;
}
