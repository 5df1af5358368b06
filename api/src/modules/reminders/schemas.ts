import { Type, type Static } from '@sinclair/typebox';

// Issue #4: reminders per contact, and the contact settings (lost customers' threshold).

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
});
export type Reminder = Static<typeof Reminder>;

/** GET /api/reminders?status=&contactId=&page=&pageSize= (overdue first, then by due day) */
export const ReminderListQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.Literal('due'), Type.Literal('overdue'), Type.Literal('done'), Type.Literal('open')])),
  contactId: Type.Optional(Type.String({ format: 'uuid' })),
  /** today as the client sees it (YYYY-MM-DD), so due/overdue follow the desk's calendar */
  today: Type.Optional(Type.String({ format: 'date' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ReminderListQuery = Static<typeof ReminderListQuery>;
export const ReminderPage = Type.Object({
  items: Type.Array(Reminder),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** counts per status, for the list's tabs */
  counts: Type.Object({ due: Type.Integer(), overdue: Type.Integer(), done: Type.Integer() }),
});
export type ReminderPage = Static<typeof ReminderPage>;

/** POST /api/contacts/{contactId}/reminders */
export const ReminderInput = Type.Object(
  { dueOn: Type.String({ format: 'date' }), note: Type.String({ minLength: 1, maxLength: 1000 }) },
  { additionalProperties: false },
);
export type ReminderInput = Static<typeof ReminderInput>;
/** PATCH /api/reminders/{reminderId}: mark done (or not), move, reword */
export const ReminderPatch = Type.Object(
  {
    done: Type.Optional(Type.Boolean()),
    dueOn: Type.Optional(Type.String({ format: 'date' })),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ReminderPatch = Static<typeof ReminderPatch>;
export const ReminderParams = Type.Object({ reminderId: Type.String({ format: 'uuid' }) });
export type ReminderParams = Static<typeof ReminderParams>;

/** GET and PATCH /api/settings/contacts */
export const ContactSettings = Type.Object({ lostCustomerDays: Type.Integer({ minimum: 1, maximum: 3650 }) });
export type ContactSettings = Static<typeof ContactSettings>;

/** POST /api/contacts/{contactId}/reminders: the contact the reminder is for */
export const ReminderContactParams = Type.Object({ contactId: Type.String({ format: 'uuid' }) });
export type ReminderContactParams = Static<typeof ReminderContactParams>;
/** POST and PATCH may say which day today is for the desk (YYYY-MM-DD): the answer's status follows it */
export const ReminderTodayQuery = Type.Object({ today: Type.Optional(Type.String({ format: 'date' })) });
export type ReminderTodayQuery = Static<typeof ReminderTodayQuery>;
