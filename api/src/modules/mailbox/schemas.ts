import { Type, type Static } from '@sinclair/typebox';
import { MAIL_FOLDERS } from '../../db/schema';
import { MAX_EMAIL_LENGTH } from '../../http/inputRules';
import { PageQuery, Paged } from '../../http/paging';
import { OutboxAttachment, OutboxStatus } from '../mail/schemas';

// Issue 35 §1 (spec §3, §7): the staff's mailbox. A person's mail is their internal mail (from and
// to colleagues) and the business's outgoing email (the outbox), which shows in everyone's Sent.

export const MailFolder = Type.Union(
  MAIL_FOLDERS.map((folder) => Type.Literal(folder)),
  { description: 'Where the mail is: a mail received in the inbox, one sent (and all outgoing email) in sent; trash and spam' },
);
export type MailFolder = Static<typeof MailFolder>;

export const SYSTEM_LABELS = ['all', 'inbox', 'sent', 'drafts', 'trash', 'spam', 'starred', 'important'] as const;
export const SystemLabel = Type.Union(
  SYSTEM_LABELS.map((label) => Type.Literal(label)),
  { description: 'all: every mail but the trash and spam; a folder; starred or important (outside the trash and spam)' },
);
export type SystemLabel = Static<typeof SystemLabel>;

export const MAIL_LABEL_NAME_MAX = 40;

/** A label of the mail list: a system label (its id is its name) or one of the person's own. */
export const MailLabel = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('system'), Type.Literal('custom')]),
  /** the system label's id, or the person's own name for it */
  name: Type.String(),
  /** how many of its mails are unread */
  unread: Type.Integer(),
});
export type MailLabel = Static<typeof MailLabel>;

/** GET /api/mail/labels: the system labels in their order, then the person's own by name */
export const MailLabelList = Type.Object({ items: Type.Array(MailLabel) });
export type MailLabelList = Static<typeof MailLabelList>;

export const MailLabelInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: MAIL_LABEL_NAME_MAX, description: 'Unique among the person’s labels, whatever the case' }) },
  { additionalProperties: false },
);
export type MailLabelInput = Static<typeof MailLabelInput>;

export const MailLabelParams = Type.Object({ labelId: Type.String({ format: 'uuid' }) });
export type MailLabelParams = Static<typeof MailLabelParams>;

/** A mail as the list shows it (spec §3: mailId, folder, isUnread, isStarred, isImportant). */
export const MailSummary = Type.Object({
  mailId: Type.String(),
  /** internal: between colleagues; outgoing: the business's email to the outside (the outbox) */
  kind: Type.Union([Type.Literal('internal'), Type.Literal('outgoing')]),
  folder: MailFolder,
  /** where it goes back to from the trash or spam: received (inbox), sent, or being written (drafts) */
  home: Type.Union([Type.Literal('inbox'), Type.Literal('sent'), Type.Literal('drafts')]),
  isUnread: Type.Boolean(),
  isStarred: Type.Boolean(),
  isImportant: Type.Boolean(),
  /** the person's own labels on it */
  labelIds: Type.Array(Type.String()),
  /** who wrote it ('' for the business's automatic email, or an account that is gone) */
  from: Type.String(),
  /** to whom, as written */
  to: Type.String(),
  subject: Type.String(),
  /** the start of its text */
  snippet: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  /** outgoing email: where its delivery is (the outbox's status); null for internal mail */
  status: Type.Union([OutboxStatus, Type.Null()]),
  /** outgoing email: the last attempt's error, '' when none */
  error: Type.String(),
});
export type MailSummary = Static<typeof MailSummary>;

/** A mail to read: its text, and for outgoing email its HTML body, when it was sent and its attachments. */
export const Mail = Type.Composite([
  MailSummary,
  Type.Object({
    text: Type.String(),
    /** outgoing email: the HTML body it was sent with ('' for internal mail, and for a sign-in link's private message) */
    html: Type.String(),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    attachments: Type.Array(OutboxAttachment),
  }),
]);
export type Mail = Static<typeof Mail>;

/** GET /api/mail/mails?label=|customLabel=&q=&page=&pageSize= (newest first) */
export const MailListQuery = Type.Composite([
  Type.Object({
    label: Type.Optional(SystemLabel),
    customLabel: Type.Optional(Type.String({ format: 'uuid', description: 'One of the person’s labels (instead of label)' })),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the subject, the text, the sender or the recipients' })),
  }),
  PageQuery,
]);
export type MailListQuery = Static<typeof MailListQuery>;
export const MailPage = Paged(MailSummary);
export type MailPage = Static<typeof MailPage>;

/** GET /api/mail/mail?mailId= */
export const MailQuery = Type.Object({ mailId: Type.String({ format: 'uuid' }) });
export type MailQuery = Static<typeof MailQuery>;
export const MailParams = MailQuery;
export type MailParams = Static<typeof MailParams>;

export const MAIL_RECIPIENTS_MAX = 20;
export const MAIL_BODY_MAX = 20000;

/** POST /api/mail/mails: a colleague's address (of this business) is internal mail; any other goes out by email. */
export const MailInput = Type.Object(
  {
    to: Type.Array(Type.String({ maxLength: MAX_EMAIL_LENGTH }), {
      maxItems: MAIL_RECIPIENTS_MAX,
      description: 'Email addresses: colleagues’ or outside ones',
    }),
    subject: Type.String({ maxLength: 300 }),
    body: Type.String({ maxLength: MAIL_BODY_MAX }),
    draftId: Type.Optional(
      Type.String({ format: 'uuid', description: 'The person’s draft this mail is: it leaves Drafts once sent (or is written again when saved)' }),
    ),
  },
  { additionalProperties: false },
);
export type MailInput = Static<typeof MailInput>;

/** 200: the draft saved, as the person's box names it */
export const MailDraftSaved = Type.Object({ mailId: Type.String() });
export type MailDraftSaved = Static<typeof MailDraftSaved>;

/** 201: the mail in the sender's Sent (the internal mail's copy, and one outgoing email per outside address) */
export const MailSent = Type.Object({ mailIds: Type.Array(Type.String()) });
export type MailSent = Static<typeof MailSent>;

/** PATCH /api/mail/mails/{mailId}: what to change of the person's copy */
export const MailPatch = Type.Object(
  {
    isUnread: Type.Optional(Type.Boolean()),
    isStarred: Type.Optional(Type.Boolean()),
    isImportant: Type.Optional(Type.Boolean()),
    folder: Type.Optional(MailFolder),
    /** the person's labels on it (replacing those it had) */
    labelIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type MailPatch = Static<typeof MailPatch>;

/** A colleague to write to: another active login of the business. */
export const MailColleague = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });
export type MailColleague = Static<typeof MailColleague>;
export const MailColleagueList = Type.Object({ items: Type.Array(MailColleague) });
export type MailColleagueList = Static<typeof MailColleagueList>;
