import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { containing } from '../../db/like';
import { personName } from '../../db/names';
import type { MailAttachment, MailFolder, MailStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';

// A person's mailbox is one list of two kinds of rows: their copies of internal mail, and the
// business's outgoing email (the outbox) with their state of it where they changed it (a copy with
// outbox_id). `box` is that list as SQL, always for one business and one person.

/** a row of the mailbox: what the list and the reader read */
export type BoxRow = {
  mail_id: string;
  kind: 'internal' | 'outgoing';
  copy_id: string | null;
  home: 'inbox' | 'sent' | 'drafts';
  folder: MailFolder;
  is_unread: boolean;
  is_starred: boolean;
  is_important: boolean;
  from_name: string;
  to_text: string;
  subject: string;
  text: string;
  created_at: Date | string;
  status: MailStatus | null;
  error: string;
  sent_at: Date | string | null;
  attachments: MailAttachment[];
};

const sender = personName('users');

/** the person's mailbox as a table expression (see above); a private outgoing message shows no text */
function box(tenant: Tenant, userId: string) {
  return sql`(
    SELECT c.id AS mail_id, 'internal' AS kind, c.id AS copy_id, c.home, c.folder, c.is_unread, c.is_starred, c.is_important,
           ${sender} AS from_name, m.to_text, m.subject, m.body AS text, m.created_at,
           NULL AS status, '' AS error, NULL::timestamptz AS sent_at, '[]'::jsonb AS attachments
      FROM mail_copies c
      JOIN mail_messages m ON m.id = c.message_id AND m.business_id = c.business_id
      LEFT JOIN users ON users.id = m.sender_id
     WHERE c.business_id = ${tenant.businessId} AND c.user_id = ${userId}
    UNION ALL
    SELECT o.id, 'outgoing', c.id, 'sent', coalesce(c.folder, 'sent'), coalesce(c.is_unread, false), coalesce(c.is_starred, false), coalesce(c.is_important, false),
           ${sender}, o.to_address, o.subject, CASE WHEN o.private THEN '' ELSE o.text_body END, o.created_at,
           o.status, o.error, o.sent_at, o.attachments
      FROM outbox o
      LEFT JOIN mail_copies c ON c.outbox_id = o.id AND c.user_id = ${userId}
      LEFT JOIN users ON users.id = o.created_by
     WHERE o.business_id = ${tenant.businessId}
  )`;
}

/** the mails a label holds: a system label's rule, or the person's own label */
export type LabelFilter = { system: 'all' | 'inbox' | 'sent' | 'drafts' | 'trash' | 'spam' | 'starred' | 'important' } | { custom: string };

function holds(filter: LabelFilter): RawBuilder<SqlBool> {
  if ('custom' in filter) return sql<SqlBool>`b.copy_id IN (SELECT copy_id FROM mail_copy_labels WHERE label_id = ${filter.custom})`;
  const outsideBins = sql<SqlBool>`b.folder NOT IN ('trash', 'spam')`;
  switch (filter.system) {
    case 'all':
      return outsideBins;
    case 'starred':
      return sql<SqlBool>`b.is_starred AND ${outsideBins}`;
    case 'important':
      return sql<SqlBool>`b.is_important AND ${outsideBins}`;
    default:
      return sql<SqlBool>`b.folder = ${filter.system}`;
  }
}

export async function mailboxPage(tenant: Tenant, userId: string, filter: LabelFilter, q: string, { limit, offset }: PageWindow) {
  const text = q.trim();
  const where = text
    ? sql<SqlBool>`${holds(filter)} AND (lower(b.subject) LIKE lower(${containing(text)}) OR lower(b.to_text) LIKE lower(${containing(text)})
        OR lower(b.from_name) LIKE lower(${containing(text)}) OR lower(b.text) LIKE lower(${containing(text)}))`
    : holds(filter);
  const from = box(tenant, userId);
  const [rows, total] = await Promise.all([
    sql<BoxRow>`SELECT b.* FROM ${from} b WHERE ${where} ORDER BY b.created_at DESC, b.mail_id DESC LIMIT ${limit} OFFSET ${offset}`.execute(tenant.db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} b WHERE ${where}`.execute(tenant.db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function findBoxMail(tenant: Tenant, userId: string, mailId: string): Promise<BoxRow | undefined> {
  const found = await sql<BoxRow>`SELECT b.* FROM ${box(tenant, userId)} b WHERE b.mail_id = ${mailId}`.execute(tenant.db);
  return found.rows[0];
}

/** an outgoing email's HTML body, '' for a private message (a sign-in link is its recipient's alone) */
export async function outgoingHtml(tenant: Tenant, outboxId: string): Promise<string> {
  const row = await tenant.selectFrom('outbox').select(['html_body', 'private']).where('id', '=', outboxId).executeTakeFirst();
  return row && !row.private ? row.html_body : '';
}

/** the labels on each of these copies */
export async function labelsOf(tenant: Tenant, copyIds: string[]) {
  if (copyIds.length === 0) return new Map<string, string[]>();
  const rows = await tenant.selectFrom('mail_copy_labels').select(['copy_id', 'label_id']).where('copy_id', 'in', copyIds).execute();
  const labels = new Map<string, string[]>();
  for (const row of rows) labels.set(row.copy_id, [...(labels.get(row.copy_id) ?? []), row.label_id]);
  return labels;
}

/** how many unread mails each folder and each of the person's labels holds (outgoing email is never unread) */
export async function unreadCounts(tenant: Tenant, userId: string) {
  const [folders, labels] = await Promise.all([
    tenant
      .selectFrom('mail_copies')
      .select(['folder', 'is_starred', 'is_important'])
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('is_unread', '=', true)
      .groupBy(['folder', 'is_starred', 'is_important'])
      .execute(),
    tenant
      .selectFrom('mail_copy_labels')
      .innerJoin('mail_copies', 'mail_copies.id', 'mail_copy_labels.copy_id')
      .select('mail_copy_labels.label_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('mail_copies.user_id', '=', userId)
      .where('mail_copies.is_unread', '=', true)
      .groupBy('mail_copy_labels.label_id')
      .execute(),
  ]);
  return { folders, labels: new Map(labels.map((row) => [row.label_id, Number(row.n)])) };
}

/** the person's copy of a mail of the box, made for an outgoing email the first time they change it */
export async function ensureCopy(tenant: Tenant, userId: string, row: BoxRow): Promise<string> {
  if (row.copy_id) return row.copy_id;
  await tenant
    .insertInto('mail_copies', [{ user_id: userId, outbox_id: row.mail_id, home: 'sent', folder: 'sent' }])
    .onConflict((conflict) => conflict.columns(['user_id', 'outbox_id']).doNothing())
    .execute();
  const made = await tenant.selectFrom('mail_copies').select('id').where('user_id', '=', userId).where('outbox_id', '=', row.mail_id).executeTakeFirstOrThrow();
  return made.id;
}

export async function updateCopy(
  tenant: Tenant,
  copyId: string,
  change: { folder?: MailFolder; is_unread?: boolean; is_starred?: boolean; is_important?: boolean },
) {
  if (Object.keys(change).length === 0) return;
  await tenant.updateTable('mail_copies').set(change).where('id', '=', copyId).execute();
}

export async function setCopyLabels(tenant: Tenant, copyId: string, labelIds: string[]) {
  await tenant.deleteFrom('mail_copy_labels').where('copy_id', '=', copyId).execute();
  if (labelIds.length > 0)
    await tenant
      .insertInto(
        'mail_copy_labels',
        labelIds.map((label_id) => ({ copy_id: copyId, label_id })),
      )
      .execute();
}

export async function markRead(tenant: Tenant, copyId: string) {
  await tenant.updateTable('mail_copies').set({ is_unread: false }).where('id', '=', copyId).where('is_unread', '=', true).execute();
}

// ---- labels

export function userLabels(tenant: Tenant, userId: string) {
  return tenant
    .selectFrom('mail_labels')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export function findLabel(tenant: Tenant, userId: string, labelId: string) {
  return tenant.selectFrom('mail_labels').select(['id', 'name']).where('user_id', '=', userId).where('id', '=', labelId).executeTakeFirst();
}

/** a label of the person's with this name, whatever the case (another than `except`) */
export function labelNamed(tenant: Tenant, userId: string, name: string, except?: string) {
  let query = tenant
    .selectFrom('mail_labels')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<SqlBool>`lower(name) = lower(${name})`);
  if (except) query = query.where('id', '<>', except);
  return query.executeTakeFirst();
}

export async function insertLabel(tenant: Tenant, userId: string, name: string) {
  return tenant
    .insertInto('mail_labels', [{ user_id: userId, name }])
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function renameLabel(tenant: Tenant, userId: string, labelId: string, name: string) {
  return tenant.updateTable('mail_labels').set({ name }).where('user_id', '=', userId).where('id', '=', labelId).returning(['id', 'name']).executeTakeFirst();
}

export async function deleteLabel(tenant: Tenant, userId: string, labelId: string) {
  const gone = await tenant.deleteFrom('mail_labels').where('user_id', '=', userId).where('id', '=', labelId).executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** how many of these ids are the person's labels */
export async function ownLabelCount(tenant: Tenant, userId: string, labelIds: string[]) {
  if (labelIds.length === 0) return 0;
  const row = await tenant
    .selectFrom('mail_labels')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('id', 'in', labelIds)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- internal mail

/** the active logins of the business (colleagues to write to), by name */
export function colleagues(tenant: Tenant) {
  return tenant
    .selectFrom('users')
    .select(['id', 'email'])
    .select(personName('users').as('name'))
    .where('status', '=', 'active')
    .orderBy(sql`lower(${personName('users')})`)
    .execute();
}

/** the active logins of the business among these addresses (lower case) */
export function colleaguesByEmail(tenant: Tenant, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return tenant
    .selectFrom('users')
    .select(['id', 'email'])
    .select(personName('users').as('name'))
    .where('status', '=', 'active')
    .where(sql<SqlBool>`lower(email) IN (${sql.join(emails)})`)
    .execute();
}

/** an internal mail with its copies: the sender's in Sent (read), each recipient's in their inbox (unread) */
export async function insertInternalMail(
  tenant: Tenant,
  mail: { senderId: string; toText: string; subject: string; body: string; recipientIds: string[] },
): Promise<string> {
  const message = await tenant
    .insertInto('mail_messages', [{ sender_id: mail.senderId, to_text: mail.toText, subject: mail.subject, body: mail.body }])
    .returning('id')
    .executeTakeFirstOrThrow();
  const copies = await tenant
    .insertInto('mail_copies', [
      { user_id: mail.senderId, message_id: message.id, home: 'sent', folder: 'sent' },
      ...mail.recipientIds.map((user_id) => ({ user_id, message_id: message.id, home: 'inbox' as const, folder: 'inbox' as const, is_unread: true })),
    ])
    .returning(['id', 'user_id', 'home'])
    .execute();
  return copies.find((copy) => copy.home === 'sent')!.id;
}

/** The person's draft (its copy's id, the mail's id in their box): its message, or undefined. */
export function findDraft(tenant: Tenant, userId: string, draftId: string) {
  return tenant
    .selectFrom('mail_copies')
    .select('message_id')
    .where('id', '=', draftId)
    .where('user_id', '=', userId)
    .where('home', '=', 'drafts')
    .executeTakeFirst();
}

type DraftText = { toText: string; subject: string; body: string };

/** A new draft: its message and its writer's copy in Drafts (read: it is theirs). Answers the copy's id. */
export async function insertDraft(tenant: Tenant, userId: string, draft: DraftText): Promise<string> {
  const message = await tenant
    .insertInto('mail_messages', [{ sender_id: userId, to_text: draft.toText, subject: draft.subject, body: draft.body }])
    .returning('id')
    .executeTakeFirstOrThrow();
  const copy = await tenant
    .insertInto('mail_copies', [{ user_id: userId, message_id: message.id, home: 'drafts', folder: 'drafts' }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return copy.id;
}

/** A draft written again: its text, and its time (a draft sorts by when it was last saved). */
export async function updateDraft(tenant: Tenant, messageId: string, draft: DraftText): Promise<void> {
  await tenant
    .updateTable('mail_messages')
    .set({ to_text: draft.toText, subject: draft.subject, body: draft.body, created_at: sql`now()` })
    .where('id', '=', messageId)
    .execute();
}

/** A draft sent: its message goes, and its copy with it (ON DELETE CASCADE). */
export async function deleteDraft(tenant: Tenant, messageId: string): Promise<void> {
  await tenant.deleteFrom('mail_messages').where('id', '=', messageId).execute();
}
