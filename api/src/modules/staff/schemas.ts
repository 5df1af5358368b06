import { Type, type Static } from '@sinclair/typebox';
import { STAFF_EXCEPTION_KINDS } from '../../db/schema';

// Issue 11 §1: the business's team as the calendar knows it. A staff member may have a login (a
// user of the business) or not; each has a colour, the services they perform, weekly working hours
// and the days that differ (time off, extra hours). Hours are the business's wall clock.

export const MAX_STAFF_NAME_LENGTH = 80;
export const MAX_SHIFTS_PER_WEEK = 28;

/** 'HH:MM', 00:00–23:59 */
export const ClockTime = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: "local wall-clock time, 'HH:MM'" });
/** 'HH:MM', up to 24:00 (the end of the day) */
export const ClockEnd = Type.String({
  pattern: '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$',
  description: "local wall-clock time, 'HH:MM' (24:00: midnight at the day's end)",
});
export const StaffColor = Type.String({ pattern: '^#[0-9a-f]{6}$', description: "'#rrggbb', lower case" });

/** One interval of a weekday's hours (ISO weekday: 1 Monday … 7 Sunday). */
export const Shift = Type.Object({ weekday: Type.Integer({ minimum: 1, maximum: 7 }), starts: ClockTime, ends: ClockEnd }, { additionalProperties: false });
export type Shift = Static<typeof Shift>;

export const StaffMember = Type.Object({
  id: Type.String(),
  name: Type.String(),
  color: StaffColor,
  /** the login of a team member who has one */
  userId: Type.Union([Type.String(), Type.Null()]),
  /** the catalogue services they perform */
  serviceIds: Type.Array(Type.String()),
  /** weekly hours, by weekday then start */
  hours: Type.Array(Shift),
  archived: Type.Boolean(),
});
export type StaffMember = Static<typeof StaffMember>;

/** GET /api/staff: the team (archived members too, last) and the business's time zone, which their hours are in. */
export const StaffList = Type.Object({ items: Type.Array(StaffMember), timeZone: Type.String() });
export type StaffList = Static<typeof StaffList>;

const StaffFields = {
  name: Type.String({ minLength: 1, maxLength: MAX_STAFF_NAME_LENGTH }),
  color: StaffColor,
  userId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  serviceIds: Type.Array(Type.String({ format: 'uuid' }), { maxItems: 200, uniqueItems: true }),
  hours: Type.Array(Shift, { maxItems: MAX_SHIFTS_PER_WEEK }),
};

/** POST /api/staff (admins) */
export const StaffInput = Type.Object(StaffFields, { additionalProperties: false });
export type StaffInput = Static<typeof StaffInput>;

/** PATCH /api/staff/{staffId} (admins): any of the fields; hours and services are replaced whole */
export const StaffPatch = Type.Partial(Type.Object({ ...StaffFields, archived: Type.Boolean() }), { additionalProperties: false });
export type StaffPatch = Static<typeof StaffPatch>;

export const StaffParams = Type.Object({ staffId: Type.String({ format: 'uuid' }) });
export type StaffParams = Static<typeof StaffParams>;

export const StaffExceptionKind = Type.Union(STAFF_EXCEPTION_KINDS.map((kind) => Type.Literal(kind)));

/** A day that differs from the week: time off (the whole day when starts is null) or extra hours. */
export const StaffException = Type.Object({
  id: Type.String(),
  staffId: Type.String(),
  day: Type.String({ format: 'date' }),
  /** time off over several days: its last day; null for one day */
  through: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  kind: StaffExceptionKind,
  starts: Type.Union([ClockTime, Type.Null()]),
  ends: Type.Union([ClockEnd, Type.Null()]),
  note: Type.String(),
});
export type StaffException = Static<typeof StaffException>;

/** GET /api/staff-exceptions?from=&to=&staffId= */
export const StaffExceptionQuery = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
  staffId: Type.Optional(Type.String({ format: 'uuid' })),
});
export type StaffExceptionQuery = Static<typeof StaffExceptionQuery>;

export const StaffExceptionList = Type.Object({ items: Type.Array(StaffException) });
export type StaffExceptionList = Static<typeof StaffExceptionList>;

/** POST /api/staff-exceptions (admins) */
export const StaffExceptionInput = Type.Object(
  {
    staffId: Type.String({ format: 'uuid' }),
    day: Type.String({ format: 'date' }),
    /** a whole day off over several days: the last of them (at most a year after `day`) */
    through: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
    kind: StaffExceptionKind,
    /** both or neither: neither is the whole day off */
    starts: Type.Optional(Type.Union([ClockTime, Type.Null()])),
    ends: Type.Optional(Type.Union([ClockEnd, Type.Null()])),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type StaffExceptionInput = Static<typeof StaffExceptionInput>;

export const StaffExceptionParams = Type.Object({ exceptionId: Type.String({ format: 'uuid' }) });
export type StaffExceptionParams = Static<typeof StaffExceptionParams>;
