import {
  api,
  queryOptions,
  type AssetTypeList,
  type BookableService,
  type BookableServiceList,
  type BookableServicePatch,
  type StaffExceptionList,
} from '@frontdesk/shared';

// What more than one bookings feature reads: the team and the bookable services (the booking
// settings are shared's `bookingSettingsQuery`: the contacts remote reads the zone too). Keys start
// with the resource, so a change invalidates them by prefix.

/** GET /api/staff: the kit's (the collab remote reads the team too). */
export { staffQuery } from '@frontdesk/shared';

/** GET /api/bookable-services: services with a duration, their booking rules and who performs each. */
export const bookableServicesQuery = () =>
  queryOptions({
    queryKey: ['bookable-services'],
    queryFn: ({ signal }) => api.get('api/bookable-services', { signal }).json<BookableServiceList>(),
  });

/**
 * PATCH /api/bookable-services/{itemId} (admins): a service's booking rules (the services page's
 * form, online booking's switches). Performers change the team's services too: a caller invalidates both.
 */
export const updateBookableService = (itemId: string, patch: BookableServicePatch) =>
  api.patch(`api/bookable-services/${encodeURIComponent(itemId)}`, { json: patch }).json<BookableService>();

/** Days that differ (time off, extra hours) between two of the business's days (inclusive): one member's, or everyone's. */
export type ExceptionRange = { from: string; to: string; staffId?: string };

/** GET /api/staff-exceptions?from=&to=&staffId= : the team page edits them, the calendar shades them. */
export const staffExceptionsQuery = ({ staffId, from, to }: ExceptionRange) =>
  queryOptions({
    queryKey: ['staff-exceptions', staffId ?? 'everyone', from, to],
    queryFn: ({ signal }) =>
      api.get('api/staff-exceptions', { searchParams: { from, to, ...(staffId ? { staffId } : {}) }, signal }).json<StaffExceptionList>(),
  });

/** GET /api/asset-types: which types are booked (the pet, the vehicle): the contacts pages' key, one cache. */
export const assetTypesQuery = () =>
  queryOptions({
    queryKey: ['asset-types'],
    queryFn: ({ signal }) => api.get('api/asset-types', { signal }).json<AssetTypeList>(),
  });
