import { Type, type Static } from '@sinclair/typebox';
import {
  BOOKING_EVENT_ACTIONS,
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  DEPOSIT_KINDS,
  ONLINE_DEPOSIT_POLICIES,
  OUTSIDE_HOURS_POLICIES,
  WAITLIST_STATUSES,
} from '../../db/schema';
import { ImageDataUrl } from '../../http/images';
import { Amount, Currency } from '../../http/money';
import { AssetField } from '../assets/schemas';
import { DepositOutcome } from '../deposits/schemas';
import { PageQuery, Paged } from '../../http/paging';
import { BOOKING_ACTIONS } from './rules';

// Issue 11: bookings. Times travel as instants (ISO 8601, UTC); days ('YYYY-MM-DD') are the
// business's wall clock, and every answer that has days or hours in it names the business's zone
// (`timeZone`), so a page writes the instants in it (docs/decisions/0028).

const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
const Uuid = Type.String({ format: 'uuid' });
/** a uuid's text, for a pattern that lists several */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

export const BookingStatus = Type.Union(BOOKING_STATUSES.map((status) => Type.Literal(status)));
export type BookingStatus = Static<typeof BookingStatus>;
export const BookingSource = Type.Union(BOOKING_SOURCES.map((source) => Type.Literal(source)));
export type BookingSource = Static<typeof BookingSource>;
export const BookingAction = Type.Union(BOOKING_ACTIONS.map((action) => Type.Literal(action)));
export type BookingAction = Static<typeof BookingAction>;
export const DepositKind = Type.Union(DEPOSIT_KINDS.map((kind) => Type.Literal(kind)));
export type DepositKind = Static<typeof DepositKind>;

/** the most services one booking may hold */
export const MAX_BOOKING_SERVICES = 10;
export const MAX_BOOKING_NOTES_LENGTH = 2000;
export const MAX_CANCEL_REASON_LENGTH = 200;
/** the longest buffer before or after a service */
export const MAX_BUFFER_MINUTES = 240;

// ---- bookable services

/** What a deposit policy asks: nothing, a fixed amount (minor units), or a percent of the price (basis points). */
export const DepositPolicy = Type.Object({
  kind: DepositKind,
  /** minor units ('fixed'), basis points ('percent': 2,500 is 25 %), 0 ('none') */
  value: Type.Integer({ minimum: 0 }),
});
export type DepositPolicy = Static<typeof DepositPolicy>;

/** A catalogue service with a duration, as bookings see it. */
export const BookableService = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  durationMinutes: Type.Integer(),
  priceMinor: Type.Integer(),
  bufferBeforeMinutes: Type.Integer(),
  bufferAfterMinutes: Type.Integer(),
  bookableOnline: Type.Boolean(),
  /** the bookable asset type it applies to (the pet, the vehicle), or null */
  assetTypeId: Type.Union([Type.String(), Type.Null()]),
  deposit: DepositPolicy,
  /** who performs it */
  staffIds: Type.Array(Type.String()),
});
export type BookableService = Static<typeof BookableService>;

/** GET /api/bookable-services */
export const BookableServiceList = Type.Object({ items: Type.Array(BookableService), currency: Currency, timeZone: Type.String() });
export type BookableServiceList = Static<typeof BookableServiceList>;

/**
 * PATCH /api/bookable-services/{itemId} (admins): a service's booking rules; any of them. The
 * duration is the catalogue's own (the same column); `staffIds` replaces who performs it.
 */
export const BookableServicePatch = Type.Object(
  {
    durationMinutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 1440 })),
    bufferBeforeMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_BUFFER_MINUTES })),
    bufferAfterMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_BUFFER_MINUTES })),
    bookableOnline: Type.Optional(Type.Boolean()),
    assetTypeId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    deposit: Type.Optional(Type.Object({ kind: DepositKind, value: Type.Integer({ minimum: 0, maximum: 100_000_000 }) }, { additionalProperties: false })),
    staffIds: Type.Optional(Type.Array(Uuid, { maxItems: 200, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type BookableServicePatch = Static<typeof BookableServicePatch>;

export const BookableServiceParams = Type.Object({ itemId: Uuid });
export type BookableServiceParams = Static<typeof BookableServiceParams>;

// ---- free slots

/** GET /api/booking-slots?day=&serviceIds=a,b&staffId= : the day's free starts for the services, in order */
export const SlotQuery = Type.Object({
  day: Day,
  /** the services, in the order they are done, comma-separated */
  serviceIds: Type.String({ pattern: `^${UUID}(,${UUID}){0,9}$` }),
  /** one staff member; every one who performs the services when left out ("anyone") */
  staffId: Type.Optional(Uuid),
  /** a booking being moved: its own time does not count as taken */
  exceptBookingId: Type.Optional(Uuid),
});
export type SlotQuery = Static<typeof SlotQuery>;

export const Slot = Type.Object({
  startsAt: Instant,
  endsAt: Instant,
  /** who is free then, in the team's order */
  staffIds: Type.Array(Type.String()),
});
export type Slot = Static<typeof Slot>;

export const SlotList = Type.Object({
  day: Day,
  timeZone: Type.String(),
  slots: Type.Array(Slot),
  /** someone who performs the services works that day, in the time that may still be booked: a day with none of its slots free is full, not closed */
  open: Type.Boolean(),
});
export type SlotList = Static<typeof SlotList>;

// ---- bookings

export const BookingServiceLine = Type.Object({
  itemId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  durationMinutes: Type.Integer(),
  priceMinor: Amount,
});
export type BookingServiceLine = Static<typeof BookingServiceLine>;

export const Booking = Type.Object({
  id: Type.String(),
  status: BookingStatus,
  source: BookingSource,
  /** null only while a visitor's slot is held */
  contactId: Type.Union([Type.String(), Type.Null()]),
  contactName: Type.String(),
  assetId: Type.Union([Type.String(), Type.Null()]),
  assetName: Type.String(),
  staffId: Type.String(),
  staffName: Type.String(),
  staffColor: Type.String(),
  /** the staff member's login, when they have one (a bill's lines name who did the work by it) */
  staffUserId: Type.Union([Type.String(), Type.Null()]),
  startsAt: Instant,
  endsAt: Instant,
  /** the time it keeps its staff member from any other booking (buffers included) */
  blockedFrom: Instant,
  blockedUntil: Instant,
  services: Type.Array(BookingServiceLine),
  totalMinor: Amount,
  notes: Type.String(),
  cancelReason: Type.String(),
  seriesId: Type.Union([Type.String(), Type.Null()]),
  holdExpiresAt: Type.Union([Instant, Type.Null()]),
  createdAt: Instant,
  /** its bill (an invoice that is not void), once generated */
  invoiceId: Type.Union([Type.String(), Type.Null()]),
  /** what the signed-in user may do to it now (rules.ts) */
  actions: Type.Array(BookingAction),
  /** its time, staff member and services may still change (PATCH): a finished one keeps them */
  movable: Type.Boolean(),
  /** what was paid ahead for it as deposits, and what of that is still held as the customer's credit (0: none) */
  depositPaidMinor: Amount,
  depositHeldMinor: Amount,
  /** what a cancel now does with what is held, unless the desk chooses: the business's policy before the cut-off, kept by the business after it */
  depositOnCancel: DepositOutcome,
});
export type Booking = Static<typeof Booking>;

export const BookingEventAction = Type.Union(BOOKING_EVENT_ACTIONS.map((action) => Type.Literal(action)));
export type BookingEventAction = Static<typeof BookingEventAction>;

export const BookingEvent = Type.Object({
  id: Type.String(),
  at: Instant,
  actor: Type.Union([Type.Literal('user'), Type.Literal('visitor'), Type.Literal('system')]),
  userName: Type.String(),
  action: BookingEventAction,
  fromStatus: Type.Union([BookingStatus, Type.Null()]),
  toStatus: Type.Union([BookingStatus, Type.Null()]),
  detail: Type.String(),
});
export type BookingEvent = Static<typeof BookingEvent>;

/** GET /api/bookings/{bookingId}: the booking, its history (oldest first) and the business's zone. */
export const BookingDetail = Type.Object({ booking: Booking, history: Type.Array(BookingEvent), currency: Currency, timeZone: Type.String() });
export type BookingDetail = Static<typeof BookingDetail>;

export const BookingFilter = Type.Object({
  /** starting on or after this day (the business's) */
  from: Type.Optional(Day),
  /** starting on or before this day */
  to: Type.Optional(Day),
  staffId: Type.Optional(Uuid),
  status: Type.Optional(BookingStatus),
  contactId: Type.Optional(Uuid),
  /** the occurrences of one repeating series */
  seriesId: Type.Optional(Uuid),
});
export type BookingFilter = Static<typeof BookingFilter>;

/** by start, earliest first (the default), or latest first (a contact's past visits) */
export const BookingOrder = Type.Union([Type.Literal('start'), Type.Literal('-start')]);
export type BookingOrder = Static<typeof BookingOrder>;

/** GET /api/bookings?from=&to=&staffId=&status=&contactId=&seriesId=&order=&page=&pageSize= (by start) */
export const BookingListQuery = Type.Composite([BookingFilter, Type.Object({ order: Type.Optional(BookingOrder) }), PageQuery]);
export type BookingListQuery = Static<typeof BookingListQuery>;

export const BookingPage = Type.Composite([Paged(Booking), Type.Object({ currency: Currency, timeZone: Type.String() })]);
export type BookingPage = Static<typeof BookingPage>;

/** "every N weeks, until a day or for a count" */
export const Repeat = Type.Object(
  {
    everyWeeks: Type.Integer({ minimum: 1, maximum: 12 }),
    /** the last day an occurrence may fall on */
    until: Type.Optional(Day),
    /** how many occurrences in all, the first included */
    count: Type.Optional(Type.Integer({ minimum: 2, maximum: 52 })),
  },
  { additionalProperties: false },
);
export type Repeat = Static<typeof Repeat>;

/** POST /api/bookings: a booking made at the desk */
export const BookingInput = Type.Object(
  {
    contactId: Uuid,
    assetId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    /** in the order they are done */
    serviceIds: Type.Array(Uuid, { minItems: 1, maxItems: MAX_BOOKING_SERVICES }),
    staffId: Uuid,
    startsAt: Instant,
    notes: Type.Optional(Type.String({ maxLength: MAX_BOOKING_NOTES_LENGTH })),
    /** confirmed when left out */
    status: Type.Optional(Type.Union([Type.Literal('requested'), Type.Literal('confirmed')])),
    repeat: Type.Optional(Repeat),
    /** the customer is mailed the change with a calendar file (when they have an email); on unless false */
    notify: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type BookingInput = Static<typeof BookingInput>;

/** 201: the booking, or a series' occurrences; the starts a series skipped because they were taken */
export const BookingsCreated = Type.Object({ bookings: Type.Array(Booking), skipped: Type.Array(Instant) });
export type BookingsCreated = Static<typeof BookingsCreated>;

/** POST /api/bookings/{bookingId}/actions: a lifecycle step */
export const BookingActionInput = Type.Object(
  {
    action: BookingAction,
    /** needed to cancel */
    reason: Type.Optional(Type.String({ maxLength: MAX_CANCEL_REASON_LENGTH })),
    /** a cancel of an occurrence of a series: it alone (the default), or it and every later one still to come */
    scope: Type.Optional(Type.Union([Type.Literal('one'), Type.Literal('following')])),
    /** the customer is mailed the change with a calendar file (when they have an email); on unless false */
    notify: Type.Optional(Type.Boolean()),
    /** a cancel: what its paid deposit becomes; by default the business's policy before the cut-off, kept by the business after it */
    deposit: Type.Optional(DepositOutcome),
  },
  { additionalProperties: false },
);
export type BookingActionInput = Static<typeof BookingActionInput>;

/** PATCH /api/bookings/{bookingId}: moved (start, staff), resized (end), its services changed (in order), or its notes changed */
export const BookingPatch = Type.Object(
  {
    startsAt: Type.Optional(Instant),
    endsAt: Type.Optional(Instant),
    staffId: Type.Optional(Uuid),
    serviceIds: Type.Optional(Type.Array(Uuid, { minItems: 1, maxItems: MAX_BOOKING_SERVICES })),
    /** an occurrence of a series: it alone (the default), or it and every later one still to come, moved alike (same days on, same new time, staff member and services) */
    scope: Type.Optional(Type.Union([Type.Literal('one'), Type.Literal('following')])),
    /** the customer is mailed the change with a calendar file (when they have an email); on unless false */
    notify: Type.Optional(Type.Boolean()),
    /** the desk confirmed a time outside the staff member's working hours: made when the business's `outsideHours` is 'ask' (refused otherwise) */
    outsideHours: Type.Optional(Type.Boolean()),
    notes: Type.Optional(Type.String({ maxLength: MAX_BOOKING_NOTES_LENGTH })),
  },
  { additionalProperties: false },
);
export type BookingPatch = Static<typeof BookingPatch>;

export const BookingParams = Type.Object({ bookingId: Uuid });
export type BookingParams = Static<typeof BookingParams>;

export const SeriesParams = Type.Object({ seriesId: Uuid });
export type SeriesParams = Static<typeof SeriesParams>;

export const BookingChanged = Type.Object({ booking: Booking });
export type BookingChanged = Static<typeof BookingChanged>;

// ---- settings

export const OutsideHoursPolicy = Type.Union(OUTSIDE_HOURS_POLICIES.map((policy) => Type.Literal(policy)));

export const OnlineDepositPolicy = Type.Union(ONLINE_DEPOSIT_POLICIES.map((policy) => Type.Literal(policy)));

/** the booking page's address and phone, at most */
export const PAGE_ADDRESS_MAX = 300;
export const PAGE_PHONE_MAX = 40;
/** a logo's bytes, at most (the settings page sends a small PNG drawn from the image chosen, well under it) */
export const LOGO_BYTES_MAX = 102_400;

export const BookingSettings = Type.Object({
  /** the business's IANA zone: bookings' days and hours are its wall clock */
  timeZone: Type.String({ minLength: 1, maxLength: 64 }),
  onlineEnabled: Type.Boolean(),
  /** the soonest an online booking may start, from now */
  leadMinutes: Type.Integer({ minimum: 0, maximum: 20160 }),
  /** the furthest ahead an online booking may start */
  horizonDays: Type.Integer({ minimum: 1, maximum: 365 }),
  slotStepMinutes: Type.Union([5, 10, 15, 20, 30, 60].map((step) => Type.Literal(step))),
  /** the latest a visitor may cancel or move, before the start */
  cancelCutoffHours: Type.Integer({ minimum: 0, maximum: 720 }),
  /** the reminder email goes this long before the start (0: none) */
  reminderHours: Type.Integer({ minimum: 0, maximum: 336 }),
  /** 'service': online visitors pay the deposit their service asks; 'none': online bookings ask none */
  onlineDeposits: OnlineDepositPolicy,
  /** what a deposit becomes when its booking is cancelled before the cut-off (later, the business keeps it unless the desk decides otherwise) */
  depositOnCancel: DepositOutcome,
  /** where the business is, as its booking page shows it ('': not shown) */
  pageAddress: Type.String({ maxLength: PAGE_ADDRESS_MAX }),
  /** the phone its booking page offers to call ('': not shown) */
  pagePhone: Type.String({ maxLength: PAGE_PHONE_MAX }),
  /** a move outside the staff member's working hours (the free times' rule): 'refuse' it, or 'ask' the desk to confirm it (PATCH /api/bookings/{id}'s `outsideHours`) */
  outsideHours: OutsideHoursPolicy,
  /** the business's public booking page: /book?business={businessId} (what the link, its QR code and the embed snippet open) */
  pagePath: Type.String(),
  /** the logo its booking page shows (a versioned address of the image), or none */
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  /** the business's currency: the amounts these rules speak of */
  currency: Currency,
});
export type BookingSettings = Static<typeof BookingSettings>;

/** A logo sent as a data: URL (the settings page draws the chosen image into a small PNG); null removes it. */
export const LogoInput = Type.Union([ImageDataUrl(LOGO_BYTES_MAX), Type.Null()]);

/** PATCH /api/booking-settings (admins): any setting (the page's address and the currency are the business's own), and the logo */
export const BookingSettingsPatch = Type.Partial(
  Type.Composite([Type.Omit(BookingSettings, ['pagePath', 'currency', 'logoUrl']), Type.Object({ logo: LogoInput })]),
  { additionalProperties: false },
);
export type BookingSettingsPatch = Static<typeof BookingSettingsPatch>;

// ---- online booking (the public /book page: no session; the business is in the address)

/** how long a visitor's chosen slot is held while they give their details (and again from their first email code: the mail's time) */
export const HOLD_MINUTES = 10;

// What one party may hold at once (issue 31 §6; docs/decisions/0032). A hold takes real time from
// everyone else, so a visitor's live holds are capped per device (the booking page's cookie) and
// per network (one address: a household or an office behind its NAT; an IPv6 /64), in number and
// in the share of one business day they take; and none is booked before its visitor proves their email.

/** the live holds one device may have at one business: a booking for two pets or two cars */
export const HOLDS_PER_DEVICE = 2;
/** the live holds one network may have at one business: a few people of one office or household at once */
export const HOLDS_PER_NETWORK = 4;
/** the share of a day's working time (of the staff who take online bookings) one device's or network's live holds may take */
export const DAY_HOLD_SHARE = 0.5;

/** an email code's digits, and how long it works */
export const CODE_DIGITS = 6;
export const CODE_MINUTES = 10;
/** wrong entries a code takes before it stops working */
export const CODE_TRIES = 5;
/** the codes one hold or waitlist join may be sent (the first, and new ones asked for or to another address) */
export const CODE_SENDS = 5;
/** the wait before a new code may be asked */
export const CODE_RESEND_SECONDS = 60;
/** the codes one address may be sent by one business in an hour: the business's mail is no one's bomb */
export const CODES_PER_EMAIL_HOUR = 8;

export const OnlineBusinessParams = Type.Object({ businessId: Uuid });

/** GET /api/book/businesses/{businessId}/logo?v=: the version its address was given */
export const LogoQuery = Type.Object({ v: Type.Optional(Type.String({ maxLength: 16 })) });
export type LogoQuery = Static<typeof LogoQuery>;
export type OnlineBusinessParams = Static<typeof OnlineBusinessParams>;

/** A visitor's secret for one booking (its hold, then managing it): 128 random bits, base64url. */
export const VisitorTokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }) });
export type VisitorTokenParams = Static<typeof VisitorTokenParams>;

export const OnlineService = Type.Object({
  id: Type.String(),
  name: Type.String(),
  category: Type.String(),
  durationMinutes: Type.Integer(),
  priceMinor: Amount,
  /** what the visitor pays ahead to book it (0: nothing) */
  depositMinor: Amount,
  /** the asset the visitor names when booking it (their pet, their vehicle), or null */
  assetType: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), fields: Type.Array(AssetField) }), Type.Null()]),
  staffIds: Type.Array(Type.String()),
});
export type OnlineService = Static<typeof OnlineService>;

/** GET /api/book/businesses/{businessId}: what the booking page offers. 404 when the business takes no online bookings. */
export const OnlineBookingView = Type.Object({
  businessName: Type.String(),
  /** the business as its page shows it: where it is and the phone to call ('': not given), its logo's address (null: none) */
  address: Type.String(),
  phone: Type.String(),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  timeZone: Type.String(),
  currency: Currency,
  /** the first day a booking may fall on, and the last (the business's days) */
  firstDay: Day,
  lastDay: Day,
  cancelCutoffHours: Type.Integer(),
  /** what a paid deposit becomes when the visitor cancels before the cut-off: stated before they pay */
  depositOnCancel: DepositOutcome,
  services: Type.Array(OnlineService),
  staff: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), color: Type.String() })),
});
export type OnlineBookingView = Static<typeof OnlineBookingView>;

/** the services one online booking may take, in the order they are done */
export const MAX_ONLINE_SERVICES = 4;
/** the services of an online booking in an address: ids in order, comma-separated */
const OnlineServiceIds = Type.String({ pattern: `^${UUID}(,${UUID}){0,${MAX_ONLINE_SERVICES - 1}}$` });

/** GET /api/book/businesses/{businessId}/slots?day=&serviceIds=a,b&staffId= */
export const OnlineSlotQuery = Type.Object({ day: Day, serviceIds: OnlineServiceIds, staffId: Type.Optional(Uuid) });
export type OnlineSlotQuery = Static<typeof OnlineSlotQuery>;

/** How many days one read of day states covers: the booking page's two weeks. */
export const DAY_STATES_SPAN = 14;

/** GET /api/book/businesses/{businessId}/days?from=&serviceIds=a,b&staffId=: the days from `from` on */
export const OnlineDaysQuery = Type.Object({ from: Day, serviceIds: OnlineServiceIds, staffId: Type.Optional(Uuid) });
export type OnlineDaysQuery = Static<typeof OnlineDaysQuery>;

/** A day as the booking page marks it: free times left, every time taken (a waitlist), or nobody works then. */
export const DayState = Type.Union([Type.Literal('open'), Type.Literal('full'), Type.Literal('closed')]);
export type DayState = Static<typeof DayState>;

/** The days from `from` (DAY_STATES_SPAN of them, within the business's booking window), each with its state. */
export const DayStates = Type.Object({ days: Type.Array(Type.Object({ day: Day, state: DayState })) });
export type DayStates = Static<typeof DayStates>;

/** POST /api/book/businesses/{businessId}/holds: the slot the visitor chose; anyone free then when staffId is left out */
export const HoldInput = Type.Object(
  { serviceIds: Type.Array(Uuid, { minItems: 1, maxItems: MAX_ONLINE_SERVICES, uniqueItems: true }), staffId: Type.Optional(Uuid), startsAt: Instant },
  { additionalProperties: false },
);
export type HoldInput = Static<typeof HoldInput>;

/** The visitor's booking as they see it. */
export const VisitorBooking = Type.Object({
  token: Type.String(),
  status: BookingStatus,
  businessName: Type.String(),
  timeZone: Type.String(),
  currency: Currency,
  /** its services' names, in order ("Wash + Nail trim") */
  serviceName: Type.String(),
  /** its first service (null: a service since deleted) */
  serviceId: Type.Union([Type.String(), Type.Null()]),
  /** its services, in order: a move online finds times for them all (none when one was deleted since: it is moved at the desk) */
  serviceIds: Type.Array(Type.String()),
  staffName: Type.String(),
  startsAt: Instant,
  endsAt: Instant,
  priceMinor: Amount,
  /** a held slot's end */
  holdExpiresAt: Type.Union([Instant, Type.Null()]),
  /** whether the visitor may still cancel or move it (before the business's cut-off) */
  changeable: Type.Boolean(),
  /** the last moment it may be changed */
  changeableUntil: Instant,
  /** the page where it is managed: /book?business={businessId}&manage={token} */
  manageUrl: Type.String(),
  /** the deposit it asks (held: to pay before it is booked) or that was paid for it; 0: none */
  depositMinor: Amount,
  /** what the deposit becomes if the visitor cancels it (before the cut-off): the business's policy */
  depositOnCancel: DepositOutcome,
  /** the business's cut-off: the policy's hours, as the visitor is told them */
  cancelCutoffHours: Type.Integer(),
  /** a held booking waiting for its deposit: the payment link's page (/pay/{paymentLinkId}) */
  payUrl: Type.Union([Type.String(), Type.Null()]),
  /** a time the waitlist offered this visitor: held for them until holdExpiresAt, theirs if they accept */
  waitlistOffer: Type.Boolean(),
});
export type VisitorBooking = Static<typeof VisitorBooking>;

const Name = Type.String({ minLength: 1, maxLength: 60 });

/** POST /api/book/holds/{token}/confirm: who books; their asset when the service names one */
export const VisitorDetails = Type.Object(
  {
    firstName: Name,
    lastName: Type.String({ maxLength: 60 }),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    /** digits, 10 to 15 */
    phone: Type.String({ maxLength: 32 }),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
    /** the asset's fields (its type's); its name, when left out, is made from them ("2019 Toyota Corolla") */
    asset: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.String({ maxLength: 100 })), data: Type.Record(Type.String(), Type.String({ maxLength: 200 })) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type VisitorDetails = Static<typeof VisitorDetails>;

/**
 * A code mailed to the visitor (POST …/holds/{token}/confirm, POST …/waitlist): entered, it books
 * their hold or puts them on the waitlist.
 */
export const VisitorVerification = Type.Object({
  /** what the code is entered and asked again with: the hold's token, or the waitlist join's own */
  token: Type.String(),
  /** where the code went */
  email: Type.String(),
  /** when this code stops working */
  expiresAt: Instant,
  /** when a new code may be asked */
  resendAt: Instant,
  /** wrong entries this code still takes */
  triesLeft: Type.Integer(),
  /** a hold's end (moved once, when its first code is sent, so the mail has time to come); null for a waitlist join */
  holdExpiresAt: Type.Union([Instant, Type.Null()]),
});
export type VisitorVerification = Static<typeof VisitorVerification>;

/** POST …/verify: the code from the mail */
export const CodeInput = Type.Object(
  { code: Type.String({ minLength: CODE_DIGITS, maxLength: CODE_DIGITS, pattern: `^[0-9]{${CODE_DIGITS}}$` }) },
  { additionalProperties: false },
);
export type CodeInput = Static<typeof CodeInput>;

/** POST /api/book/bookings/{token}/cancel */
export const VisitorCancelInput = Type.Object({ reason: Type.Optional(Type.String({ maxLength: MAX_CANCEL_REASON_LENGTH })) }, { additionalProperties: false });
export type VisitorCancelInput = Static<typeof VisitorCancelInput>;

/** POST /api/book/bookings/{token}/reschedule: a new start, the same service, anyone free then when the staff member is not */
export const VisitorRescheduleInput = Type.Object({ startsAt: Instant }, { additionalProperties: false });
export type VisitorRescheduleInput = Static<typeof VisitorRescheduleInput>;

/**
 * how long a time freed for the first in line is held for them (the offer's mail gives them that
 * long): a mail read within a quarter of an hour, and a freed time that reaches the fourth in line
 * within the hour (docs/decisions/0032)
 */
export const WAITLIST_OFFER_MINUTES = 15;

export const WaitlistStatus = Type.Union(WAITLIST_STATUSES.map((status) => Type.Literal(status)));
export type WaitlistStatus = Static<typeof WaitlistStatus>;

/** A contact waiting for a service on a full day; the first in line is offered time that frees up. */
export const WaitlistEntry = Type.Object({
  id: Type.String(),
  contactId: Type.String(),
  contactName: Type.String(),
  assetId: Type.Union([Type.String(), Type.Null()]),
  serviceId: Type.String(),
  serviceName: Type.String(),
  /** null: anyone who performs the service */
  staffId: Type.Union([Type.String(), Type.Null()]),
  staffName: Type.Union([Type.String(), Type.Null()]),
  day: Day,
  status: WaitlistStatus,
  /** the time offered (a hold), then the booking made of it */
  bookingId: Type.Union([Type.String(), Type.Null()]),
  /** while offered: when the hold on the offered time runs out */
  offerExpiresAt: Type.Union([Instant, Type.Null()]),
  /** 1 for the first in line of its day, while waiting or offered; else null */
  position: Type.Union([Type.Integer(), Type.Null()]),
  source: BookingSource,
  notes: Type.String(),
  createdAt: Instant,
});
export type WaitlistEntry = Static<typeof WaitlistEntry>;

/** GET /api/waitlist?from=&to=&status=: the entries of the days, each day's line in order (waiting and offered when status is left out). */
export const WaitlistQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day), status: Type.Optional(WaitlistStatus) });
export type WaitlistQuery = Static<typeof WaitlistQuery>;

export const WaitlistList = Type.Object({ items: Type.Array(WaitlistEntry), timeZone: Type.String() });
export type WaitlistList = Static<typeof WaitlistList>;

/** POST /api/waitlist: a contact joins a full day's line for a service (409 day_not_full while it has free time). */
export const WaitlistInput = Type.Object(
  {
    contactId: Uuid,
    assetId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    serviceId: Uuid,
    staffId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    day: Day,
    notes: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type WaitlistInput = Static<typeof WaitlistInput>;

export const WaitlistParams = Type.Object({ entryId: Uuid });
export type WaitlistParams = Static<typeof WaitlistParams>;

/** POST /api/waitlist/{entryId}/offer: the free start the desk offers the customer waiting (on their day, for their service) */
export const WaitlistOfferInput = Type.Object({ startsAt: Instant }, { additionalProperties: false });
export type WaitlistOfferInput = Static<typeof WaitlistOfferInput>;

/** POST /api/book/businesses/{businessId}/waitlist: a visitor joins a full day's line, with the details they would book with. */
export const VisitorWaitlistInput = Type.Composite([VisitorDetails, Type.Object({ serviceId: Uuid, staffId: Type.Optional(Uuid), day: Day })], {
  additionalProperties: false,
});
export type VisitorWaitlistInput = Static<typeof VisitorWaitlistInput>;

/** What a visitor who joined a line is told: their place in it. */
export const VisitorWaitlistPlace = Type.Object({ day: Day, serviceName: Type.String(), position: Type.Integer(), offerMinutes: Type.Integer() });
export type VisitorWaitlistPlace = Static<typeof VisitorWaitlistPlace>;

// ---- live

export const BOOKING_LIVE_KINDS = ['created', 'booked_online', 'changed', 'moved', 'cancelled'] as const;

/** One change of the business's bookings, as GET /api/events streams it (`event: booking`). */
export const BookingLiveEvent = Type.Object({ kind: Type.Union(BOOKING_LIVE_KINDS.map((kind) => Type.Literal(kind))), bookingId: Type.String() });
export type BookingLiveEvent = Static<typeof BookingLiveEvent>;
