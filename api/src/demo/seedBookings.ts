import { Temporal } from 'temporal-polyfill';
import type { BookingEventAction, BookingSource, BookingStatus } from '../db/schema';
import type { Tenant } from '../db/tenant';
import { freeSlots } from '../modules/bookings/slots';

// The demo business's bookings (issue 11 §10): its zone, a team of four with their weekly hours and
// a day off, the catalogue's services with their booking rules (buffers, online, the pet or the
// vehicle, deposits), online booking on, and two weeks of bookings around today in every state:
// kept ones in the past (each a visit), today's checked in and waiting, requested and confirmed
// ones ahead, cancellations, no-shows and online ones.

export const DEMO_TIME_ZONE = 'America/New_York';

/** The team: who does what (the catalogue's categories), colour, hours by ISO weekday. */
const TEAM = [
  { name: 'Jordan Reyes', color: '#1677ff', category: 'Detailing', days: [1, 2, 3, 4, 5], hours: ['08:00', '17:00'] },
  { name: 'Sam Patel', color: '#13a8a8', category: 'Detailing', days: [2, 3, 4, 5, 6], hours: ['09:00', '18:00'] },
  { name: 'Riley Chen', color: '#c41d7f', category: 'Grooming', days: [1, 2, 3, 4, 5], hours: ['09:00', '17:00'] },
  { name: 'Casey Morgan', color: '#d46b08', category: 'Grooming', days: [3, 4, 5, 6], hours: ['10:00', '18:00'] },
] as const;

/** A service's booking rules, by its catalogue name. */
const RULES: Record<string, { before?: number; after?: number; online: boolean; deposit?: { kind: 'fixed' | 'percent'; value: number } }> = {
  'Full detail': { after: 15, online: true, deposit: { kind: 'fixed', value: 5000 } },
  'Interior clean': { after: 15, online: true },
  'Express wash': { after: 5, online: true },
  'Ceramic coating': { before: 15, after: 30, online: false, deposit: { kind: 'percent', value: 2000 } },
  'Dog bath': { after: 10, online: true },
  'Full groom': { after: 15, online: true, deposit: { kind: 'percent', value: 2500 } },
  'Nail trim': { online: true },
  'De-shedding': { after: 10, online: true },
};

/** How a past, today's or coming booking stands, by its place in the day (deterministic, varied). */
function statusOf(dayOffset: number, n: number, startsAt: number, now: number): BookingStatus {
  if (dayOffset < 0) return n % 11 === 3 ? 'no_show' : n % 9 === 4 ? 'cancelled' : 'completed';
  if (dayOffset === 0) {
    if (startsAt + 60 * 60_000 < now) return 'completed';
    if (startsAt < now + 30 * 60_000) return 'checked_in';
    return n % 5 === 2 ? 'requested' : 'confirmed';
  }
  return n % 7 === 1 ? 'cancelled' : n % 4 === 2 ? 'requested' : 'confirmed';
}

/**
 * The demo business's bookings, inside seedDemo's transaction: its setup (zone, rules, team, online
 * booking), and with `history` its two weeks of bookings (the API tests leave them out: time).
 */
export async function seedBookings(tenant: Tenant, now: Date, { history }: { history: boolean }): Promise<void> {
  const zone = DEMO_TIME_ZONE;
  await tenant.updateBusiness({ time_zone: zone });
  await tenant
    .insertInto('booking_settings', [
      { online_enabled: true, lead_minutes: 60, horizon_days: 60, slot_step_minutes: 15, cancel_cutoff_hours: 24, reminder_hours: 24 },
    ])
    .execute();

  const types = await tenant.selectFrom('asset_types').select(['id', 'type_name']).execute();
  const typeOf = (name: string) => types.find((t) => t.type_name === name)?.id ?? null;
  const services = await tenant
    .selectFrom('catalogue_items')
    .select(['id', 'name', 'category', 'duration_minutes', 'price_minor'])
    .where('kind', '=', 'service')
    .execute();
  for (const service of services) {
    const rule = RULES[service.name];
    if (!rule) continue;
    await tenant
      .updateTable('catalogue_items')
      .set({
        buffer_before_minutes: rule.before ?? 0,
        buffer_after_minutes: rule.after ?? 0,
        bookable_online: rule.online,
        booking_asset_type_id: typeOf(service.category === 'Grooming' ? 'Pet' : 'Vehicle'),
        deposit_kind: rule.deposit?.kind ?? 'none',
        deposit_value: rule.deposit?.value ?? 0,
      })
      .where('id', '=', service.id)
      .execute();
  }

  const team = [];
  for (const [position, member] of TEAM.entries()) {
    const row = await tenant
      .insertInto('staff_members', [{ name: member.name, color: member.color, position: position + 1 }])
      .returning('id')
      .executeTakeFirstOrThrow();
    await tenant
      .insertInto(
        'staff_hours',
        member.days.map((weekday) => ({ staff_id: row.id, weekday, starts: member.hours[0], ends: member.hours[1] })),
      )
      .execute();
    const theirs = services.filter((s) => s.category === member.category && RULES[s.name]);
    await tenant
      .insertInto(
        'staff_services',
        theirs.map((s) => ({ staff_id: row.id, item_id: s.id })),
      )
      .execute();
    team.push({ ...member, id: row.id, services: theirs });
  }
  // a day off next week for the first groomer, and a few days' holiday after it for the second
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(zone).toPlainDate();
  await tenant
    .insertInto('staff_exceptions', [
      { staff_id: team[2]!.id, day: today.add({ days: 8 }).toString(), kind: 'off', starts: null, ends: null, note: 'Vet training' },
      {
        staff_id: team[3]!.id,
        day: today.add({ days: 9 }).toString(),
        through: today.add({ days: 12 }).toString(),
        kind: 'off',
        starts: null,
        ends: null,
        note: 'Family holiday',
      },
    ])
    .execute();

  if (!history) return;
  const contacts = await tenant.selectFrom('contacts').select(['id', 'first_name']).orderBy('created_at', 'desc').execute();
  const user = await tenant.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst();

  let n = 0;
  for (let dayOffset = -7; dayOffset <= 7; dayOffset += 1) {
    const day = today.add({ days: dayOffset });
    for (const [m, member] of team.entries()) {
      if (!(member.days as readonly number[]).includes(day.dayOfWeek)) continue;
      // from the start of the day, bookings with gaps between them until the day is full
      let at = day.toPlainDateTime(Temporal.PlainTime.from(member.hours[0])).toZonedDateTime(zone).epochMilliseconds;
      const close = day.toPlainDateTime(Temporal.PlainTime.from(member.hours[1])).toZonedDateTime(zone).epochMilliseconds;
      for (let k = 0; ; k += 1) {
        const service = member.services[(n + k + m) % member.services.length]!;
        const rule = RULES[service.name]!;
        const length = (service.duration_minutes ?? 60) * 60_000;
        const startsAt = at + (rule.before ?? 0) * 60_000 + ((n + k) % 3) * 15 * 60_000;
        if (startsAt + length + (rule.after ?? 0) * 60_000 > close) break;
        n += 1;
        const status = statusOf(dayOffset, n, startsAt, now.getTime());
        const source: BookingSource = n % 3 === 0 ? 'online' : 'desk';
        // a spread of the business's customers (a step prime to their count)
        const contact = contacts[(n * 37) % contacts.length]!;
        const booking = await tenant
          .insertInto('bookings', [
            {
              contact_id: contact.id,
              staff_id: member.id,
              starts_at: new Date(startsAt),
              ends_at: new Date(startsAt + length),
              blocked_from: new Date(startsAt - (rule.before ?? 0) * 60_000),
              blocked_until: new Date(startsAt + length + (rule.after ?? 0) * 60_000),
              status,
              source,
              notes: n % 6 === 0 ? 'Prefers a call when ready.' : '',
              cancel_reason: status === 'cancelled' ? (n % 2 ? 'Schedule conflict' : 'Feeling unwell') : '',
              created_by: source === 'desk' ? (user?.id ?? null) : null,
              // booked five days ahead, and never later than now (the feed reads bookings by when they were made)
              created_at: new Date(Math.min(now.getTime(), startsAt - 5 * 24 * 3600_000)),
              updated_at: new Date(Math.min(now.getTime(), startsAt - 5 * 24 * 3600_000)),
            },
          ])
          .returning('id')
          .executeTakeFirstOrThrow();
        await tenant
          .insertInto('booking_services', [
            {
              booking_id: booking.id,
              item_id: service.id,
              position: 0,
              name: service.name,
              duration_minutes: service.duration_minutes ?? 60,
              price_minor: service.price_minor,
            },
          ])
          .execute();
        const steps = historyOf(status, startsAt, length);
        await tenant
          .insertInto(
            'booking_events',
            steps.map((step, i) => {
              const byVisitor = i === 0 && source === 'online';
              return {
                booking_id: booking.id,
                at: new Date(Math.min(now.getTime(), step.at)),
                actor: byVisitor ? ('visitor' as const) : ('user' as const),
                user_id: byVisitor ? null : (user?.id ?? null),
                action: step.action,
                from_status: step.from,
                to_status: step.to,
                detail: step.action === 'cancel' ? (n % 2 ? 'Schedule conflict' : 'Feeling unwell') : '',
              };
            }),
          )
          .execute();
        if (status === 'completed')
          await tenant.insertInto('visits', [{ contact_id: contact.id, booking_id: booking.id, visited_at: new Date(startsAt + length) }]).execute();
        at = startsAt + length + (rule.after ?? 0) * 60_000 + (k % 2 ? 30 : 45) * 60_000;
      }
    }
  }

  // the waitlist: two customers waiting for the longest service on the first coming day with no
  // time left for it (their places in line an hour apart)
  const longest = [...services].filter((s) => RULES[s.name]?.online).sort((a, b) => (b.duration_minutes ?? 0) - (a.duration_minutes ?? 0))[0];
  if (!longest) return;
  for (let dayOffset = 1; dayOffset <= 7; dayOffset += 1) {
    const day = today.add({ days: dayOffset }).toString();
    const free = await freeSlots(tenant, { day, serviceIds: longest.id }, { online: false, now: now.getTime() });
    if (!free.ok || free.value.slots.length > 0) continue;
    for (const [i, contact] of contacts.slice(3, 5).entries()) {
      const joined = new Date(now.getTime() - (2 - i) * 3600_000);
      await tenant
        .insertInto('waitlist_entries', [
          {
            contact_id: contact.id,
            item_id: longest.id,
            day,
            source: i === 0 ? 'online' : 'desk',
            created_by: i === 0 ? null : (user?.id ?? null),
            created_at: joined,
            updated_at: joined,
          },
        ])
        .execute();
    }
    return;
  }
}

type Step = { action: BookingEventAction; from: BookingStatus | null; to: BookingStatus; at: number };

/** The history a booking in `status` went through, with when: created, then the lifecycle's steps to it. */
function historyOf(status: BookingStatus, startsAt: number, length: number): Step[] {
  const hour = 3600_000;
  const created: Step = { action: 'created', from: null, to: status === 'requested' ? 'requested' : 'confirmed', at: startsAt - 5 * 24 * hour };
  const checkIn: Step = { action: 'check_in', from: 'confirmed', to: 'checked_in', at: startsAt - 5 * 60_000 };
  switch (status) {
    case 'checked_in':
      return [created, checkIn];
    case 'completed':
      return [created, checkIn, { action: 'complete', from: 'checked_in', to: 'completed', at: startsAt + length }];
    case 'cancelled':
      return [created, { action: 'cancel', from: 'confirmed', to: 'cancelled', at: startsAt - 2 * 24 * hour }];
    case 'no_show':
      return [created, { action: 'no_show', from: 'confirmed', to: 'no_show', at: startsAt + 20 * 60_000 }];
    default:
      return [created];
  }
}
