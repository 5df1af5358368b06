import { Type, type Static } from '@sinclair/typebox';
import { PageQuery, Paged } from '../../http/paging';

// Issue #4: reminders per contact.

export const Reminder = Type.Object({
  id: Type.String(),
  contactId: Type.String(),
  contactName: Type.String(),
  /** a calendar day, YYYY-MM-DD */
  dueOn: Type.String({ format: 'date' }),
  note: Type.String(),
  doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** due: today or later and not done; overdue: before today and not done; done */
  status: Type.Union([Type.Literal('due'), Type.Literal('overdue'), Type.Literal('done')]),
  createdAt: Type.String({ format: 'date-time' }),
  /** the contact's booking it is about, if any (and when it starts) */
  bookingId: Type.Union([Type.String(), Type.Null()]),
  bookingStartsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type Reminder = Static<typeof Reminder>;

export const ReminderStatusFilter = Type.Union([Type.Literal('due'), Type.Literal('overdue'), Type.Literal('done'), Type.Literal('open')]);
export type ReminderStatusFilter = Static<typeof ReminderStatusFilter>;

/** GET /api/reminders?status=&contactId=&today=&page=&pageSize= (overdue first, then by due day) */
export const ReminderListQuery = Type.Composite([
  Type.Object({
    status: Type.Optional(ReminderStatusFilter),
    contactId: Type.Optional(Type.String({ format: 'uuid' })),
    /** today as the client sees it (YYYY-MM-DD), so due/overdue follow the desk's calendar */
    today: Type.Optional(Type.String({ format: 'date' })),
  }),
  PageQuery,
]);
export type ReminderListQuery = Static<typeof ReminderListQuery>;

export const ReminderCounts = Type.Object({ due: Type.Integer(), overdue: Type.Integer(), done: Type.Integer() });
export type ReminderCounts = Static<typeof ReminderCounts>;
/** A page of reminders with the counts per status, for the list's tabs. */
export const ReminderPage = Type.Composite([Paged(Reminder), Type.Object({ counts: ReminderCounts })]);
export type ReminderPage = Static<typeof ReminderPage>;

/** POST /api/contacts/{contactId}/reminders */
export const ReminderInput = Type.Object(
  {
    dueOn: Type.String({ format: 'date' }),
    note: Type.String({ minLength: 1, maxLength: 1000 }),
    /** one of the contact's bookings it is about */
    bookingId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;
/** PATCH /api/reminders/{reminderId}: mark done (or not), move, reword */
export const ReminderPatch = Type.Object(
  {
    done: Type.Optional(Type.Boolean()),
    dueOn: Type.Optional(Type.String({ format: 'date' })),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    /** one of the contact's bookings it is about; null: none */
    bookingId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ReminderPatch = Static<typeof ReminderPatch>;
export const ReminderParams = Type.Object({ reminderId: Type.String({ format: 'uuid' }) });
export type ReminderParams = Static<typeof ReminderParams>;

/** POST /api/contacts/{contactId}/reminders: the contact the reminder is for */
export const ReminderContactParams = Type.Object({ contactId: Type.String({ format: 'uuid' }) });
export type ReminderContactParams = Static<typeof ReminderContactParams>;
/** POST and PATCH may say which day today is for the desk (YYYY-MM-DD): the answer's status follows it */
export const ReminderTodayQuery = Type.Object({ today: Type.Optional(Type.String({ format: 'date' })) });
export type ReminderTodayQuery = Static<typeof ReminderTodayQuery>;
