import type { OnlineBookingView, OnlineService } from '@frontdesk/shared';

/** the services one online visit may take (the API's MAX_ONLINE_SERVICES) */
export const MAX_VISIT_SERVICES = 4;

/**
 * The services chosen for one visit, as one: done one after another by one person, so it takes
 * their durations added up, costs their prices and deposits added up, is done by who performs them
 * all, and asks for the asset of the first that is for one. Its id is theirs in order, comma-separated,
 * as the slots and days calls take them. Undefined when an id names no service offered online.
 */
export function visitOf(view: Pick<OnlineBookingView, 'services'>, ids: readonly string[]): OnlineService | undefined {
  const services = ids.map((id) => view.services.find((s) => s.id === id));
  if (services.length === 0 || services.some((s) => !s)) return undefined;
  const [first, ...others] = services as OnlineService[];
  if (others.length === 0) return first;
  const all = [first!, ...others];
  return {
    id: all.map((s) => s.id).join(','),
    name: all.map((s) => s.name).join(' + '),
    category: first!.category,
    durationMinutes: all.reduce((sum, s) => sum + s.durationMinutes, 0),
    priceMinor: all.reduce((sum, s) => sum + s.priceMinor, 0),
    depositMinor: all.reduce((sum, s) => sum + s.depositMinor, 0),
    assetType: all.find((s) => s.assetType)?.assetType ?? null,
    staffIds: first!.staffIds.filter((id) => others.every((s) => s.staffIds.includes(id))),
  };
}

/** The services that may join a visit: not in it yet, and done by someone who does all of it. */
export function addableTo(view: Pick<OnlineBookingView, 'services'>, visit: OnlineService): OnlineService[] {
  const chosen = visit.id.split(',');
  if (chosen.length >= MAX_VISIT_SERVICES) return [];
  return view.services.filter((s) => !chosen.includes(s.id) && s.staffIds.some((id) => visit.staffIds.includes(id)));
}
