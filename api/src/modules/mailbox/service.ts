import type { Tenant } from '../../db/tenant';
import { isEmailAddress } from '../../http/inputRules';
import { pageWindow } from '../../http/paging';
import { fieldError, isoDateTime, type FieldErrors } from '../../http/problem';
import { invalid, ok, refuse, type Result } from '../../http/result';
import { mailChanged } from '../mail/live';
import { attachmentUrl, queueMail } from '../mail/service';
import { htmlPage, paragraphs } from '../mail/layout';
import {
  colleagues,
  colleaguesByEmail,
  deleteDraft,
  deleteLabel,
  ensureCopy,
  findBoxMail,
  outgoingHtml,
  findDraft,
  findLabel,
  insertDraft,
  insertInternalMail,
  insertLabel,
  labelNamed,
  labelsOf,
  mailboxPage,
  markRead,
  ownLabelCount,
  renameLabel,
  setCopyLabels,
  unreadCounts,
  updateCopy,
  updateDraft,
  userLabels,
  type BoxRow,
  type LabelFilter,
} from './repo';
import {
  SYSTEM_LABELS,
  type Mail,
  type MailColleagueList,
  type MailDraftSaved,
  type MailInput,
  type MailLabel,
  type MailLabelInput,
  type MailLabelList,
  type MailListQuery,
  type MailPage,
  type MailPatch,
  type MailSent,
  type MailSummary,
} from './schemas';

// The staff's mailbox (issue 35 §1, docs/decisions/0057): each person reads their own copies of
// internal mail and the business's outgoing email; what they change is their copy's state alone.

/** what an unknown mail (or another person's, or another business's) answers: 404 */
const NO_SUCH_MAIL = 'Mail not found: it does not exist or is not yours to read';
const NO_SUCH_LABEL = 'Label not found: it does not exist or is not yours';
const SNIPPET_LENGTH = 140;
/** why a mail cannot go to another folder than the bins and its own */
const HOME_RULE = {
  inbox: 'A mail received goes back to the inbox',
  sent: 'A mail sent goes back to Sent',
  drafts: 'A draft goes back to Drafts',
} as const;

function toSummary(row: BoxRow, labelIds: string[]): MailSummary {
  return {
    mailId: row.mail_id,
    kind: row.kind,
    folder: row.folder,
    home: row.home,
    isUnread: row.is_unread,
    isStarred: row.is_starred,
    isImportant: row.is_important,
    labelIds,
    from: row.from_name,
    to: row.to_text,
    subject: row.subject,
    snippet: row.text.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH),
    createdAt: isoDateTime(row.created_at),
    status: row.status,
    error: row.error,
  };
}

function toMail(row: BoxRow, labelIds: string[], html: string): Mail {
  return {
    ...toSummary(row, labelIds),
    text: row.text,
    html,
    sentAt: row.sent_at === null ? null : isoDateTime(row.sent_at),
    attachments: row.attachments.map((attachment) => ({ ...attachment, url: attachmentUrl(attachment) })),
  };
}

export async function mailLabels(tenant: Tenant, userId: string): Promise<MailLabelList> {
  const [own, unread] = await Promise.all([userLabels(tenant, userId), unreadCounts(tenant, userId)]);
  const count = (test: (row: (typeof unread.folders)[number]) => boolean) => unread.folders.filter(test).reduce((sum, row) => sum + Number(row.n), 0);
  const outsideBins = (folder: string) => folder !== 'trash' && folder !== 'spam';
  const system: MailLabel[] = SYSTEM_LABELS.map((label) => ({
    id: label,
    kind: 'system',
    name: label,
    unread:
      label === 'all'
        ? count((row) => outsideBins(row.folder))
        : label === 'starred'
          ? count((row) => row.is_starred && outsideBins(row.folder))
          : label === 'important'
            ? count((row) => row.is_important && outsideBins(row.folder))
            : count((row) => row.folder === label),
  }));
  const custom: MailLabel[] = own.map((label) => ({ id: label.id, kind: 'custom', name: label.name, unread: unread.labels.get(label.id) ?? 0 }));
  return { items: [...system, ...custom] };
}

export async function mailList(tenant: Tenant, userId: string, query: MailListQuery): Promise<Result<MailPage>> {
  let filter: LabelFilter = { system: query.label ?? 'all' };
  if (query.customLabel) {
    if (!(await findLabel(tenant, userId, query.customLabel))) return refuse('not_found', NO_SUCH_LABEL);
    filter = { custom: query.customLabel };
  }
  const window = pageWindow(query);
  const { rows, total } = await mailboxPage(tenant, userId, filter, query.q ?? '', window);
  const labels = await labelsOf(
    tenant,
    rows.flatMap((row) => (row.copy_id ? [row.copy_id] : [])),
  );
  return ok({
    items: rows.map((row) => toSummary(row, row.copy_id ? (labels.get(row.copy_id) ?? []) : [])),
    total,
    page: window.page,
    pageSize: window.pageSize,
  });
}

/** GET /api/mail/mail: the mail, marked read (in the call's unit of work) */
export async function readMail(tenant: Tenant, userId: string, mailId: string): Promise<Result<Mail>> {
  const row = await findBoxMail(tenant, userId, mailId);
  if (!row) return refuse('not_found', NO_SUCH_MAIL);
  if (row.copy_id && row.is_unread) await markRead(tenant, row.copy_id);
  const labels = row.copy_id ? ((await labelsOf(tenant, [row.copy_id])).get(row.copy_id) ?? []) : [];
  const html = row.kind === 'outgoing' ? await outgoingHtml(tenant, row.mail_id) : '';
  return ok(toMail({ ...row, is_unread: false }, labels, html));
}

/** PATCH /api/mail/mails/{mailId}: the person's flags, folder or labels of a mail */
export async function changeMail(tenant: Tenant, userId: string, mailId: string, patch: MailPatch): Promise<Result<MailSummary>> {
  const row = await findBoxMail(tenant, userId, mailId);
  if (!row) return refuse('not_found', NO_SUCH_MAIL);
  const errors: FieldErrors = {};
  if (patch.folder && patch.folder !== 'trash' && patch.folder !== 'spam' && patch.folder !== row.home)
    errors.folder = fieldError('not_allowed', HOME_RULE[row.home]);
  const labelIds = patch.labelIds ? [...new Set(patch.labelIds)] : undefined;
  if (labelIds && (await ownLabelCount(tenant, userId, labelIds)) !== labelIds.length) errors.labelIds = fieldError('not_found', NO_SUCH_LABEL);
  if (Object.keys(errors).length > 0) return invalid(errors);

  const copyId = await ensureCopy(tenant, userId, row);
  await updateCopy(tenant, copyId, {
    ...(patch.folder !== undefined ? { folder: patch.folder } : {}),
    // outgoing email is the business's own: it is never unread
    ...(patch.isUnread !== undefined ? { is_unread: row.kind === 'internal' && patch.isUnread } : {}),
    ...(patch.isStarred !== undefined ? { is_starred: patch.isStarred } : {}),
    ...(patch.isImportant !== undefined ? { is_important: patch.isImportant } : {}),
  });
  if (labelIds) await setCopyLabels(tenant, copyId, labelIds);
  const changed = (await findBoxMail(tenant, userId, mailId))!;
  return ok(toSummary(changed, (await labelsOf(tenant, [copyId])).get(copyId) ?? []));
}

/**
 * POST /api/mail/mails, in the call's unit of work: a colleague's address gets internal mail (one
 * message, a copy each); every other address an email of the business through the outbox, queued
 * here and sent by the mail job once this commits (never from inside the transaction).
 */
export async function sendMail(tenant: Tenant, userId: string, input: MailInput): Promise<Result<MailSent>> {
  const subject = input.subject.trim();
  const body = input.body.trim();
  const addresses = addressesOf(input.to);
  const draft = input.draftId ? await findDraft(tenant, userId, input.draftId) : undefined;
  if (input.draftId && !draft) return refuse('not_found', NO_SUCH_MAIL);
  const errors: FieldErrors = {};
  const wrong = addresses.find((address) => !isEmailAddress(address));
  if (addresses.length === 0) errors.to = fieldError('required', 'Add at least one recipient: a colleague or an email address');
  else if (wrong) errors.to = fieldError('invalid_email', `Not an email address: ${wrong}`);
  if (!subject) errors.subject = fieldError('required', 'Write a subject');
  if (Object.keys(errors).length > 0) return invalid(errors);

  const found = await colleaguesByEmail(
    tenant,
    addresses.map((address) => address.toLowerCase()),
  );
  const internal = new Map(found.map((colleague) => [colleague.email.toLowerCase(), colleague]));
  const outside = addresses.filter((address) => !internal.has(address.toLowerCase()));
  const mailIds: string[] = [];
  if (internal.size > 0) {
    const toText = addresses.map((address) => internal.get(address.toLowerCase())?.name ?? address).join(', ');
    mailIds.push(await insertInternalMail(tenant, { senderId: userId, toText, subject, body, recipientIds: [...internal.values()].map((c) => c.id) }));
    await mailChanged(tenant, { kind: 'internal' });
  }
  for (const to of outside) {
    mailIds.push(
      await queueMail(tenant, {
        subject,
        text: body,
        html: htmlPage(subject, paragraphs([body])),
        to,
        attachments: [],
        createdBy: userId,
      }),
    );
  }
  // a draft sent is no draft any more (in the same unit of work: both or neither)
  if (draft?.message_id) await deleteDraft(tenant, draft.message_id);
  return ok({ mailIds });
}

/** the addresses as typed: trimmed, blanks left out, each once whatever its case (the first spelling kept) */
function addressesOf(to: string[]): string[] {
  const first = new Map<string, string>();
  for (const address of to.map((typed) => typed.trim()).filter(Boolean)) if (!first.has(address.toLowerCase())) first.set(address.toLowerCase(), address);
  return [...first.values()];
}

/**
 * POST /api/mail/drafts: a mail being written, kept in the writer's Drafts as it is (no recipient,
 * no subject yet are fine: it is checked when sent); with draftId, that draft written again.
 */
export async function saveDraft(tenant: Tenant, userId: string, input: MailInput): Promise<Result<MailDraftSaved>> {
  const text = { toText: addressesOf(input.to).join(', '), subject: input.subject.trim(), body: input.body };
  if (!input.draftId) return ok({ mailId: await insertDraft(tenant, userId, text) });
  const draft = await findDraft(tenant, userId, input.draftId);
  if (!draft?.message_id) return refuse('not_found', NO_SUCH_MAIL);
  await updateDraft(tenant, draft.message_id, text);
  return ok({ mailId: input.draftId });
}

export async function colleagueList(tenant: Tenant, userId: string): Promise<MailColleagueList> {
  const rows = await colleagues(tenant);
  return { items: rows.filter((row) => row.id !== userId).map((row) => ({ id: row.id, name: row.name, email: row.email })) };
}

// ---- the person's labels

async function nameRefusal(tenant: Tenant, userId: string, name: string, except?: string) {
  if (!name) return invalid({ name: fieldError('required', 'Name the label') });
  if (await labelNamed(tenant, userId, name, except)) return invalid({ name: fieldError('taken', 'You already have a label of this name') });
  return null;
}

export async function createLabel(tenant: Tenant, userId: string, input: MailLabelInput): Promise<Result<MailLabel>> {
  const name = input.name.trim();
  const refused = await nameRefusal(tenant, userId, name);
  if (refused) return refused;
  const label = await insertLabel(tenant, userId, name);
  return ok({ id: label.id, kind: 'custom', name: label.name, unread: 0 });
}

export async function changeLabel(tenant: Tenant, userId: string, labelId: string, input: MailLabelInput): Promise<Result<MailLabel>> {
  if (!(await findLabel(tenant, userId, labelId))) return refuse('not_found', NO_SUCH_LABEL);
  const name = input.name.trim();
  const refused = await nameRefusal(tenant, userId, name, labelId);
  if (refused) return refused;
  const label = (await renameLabel(tenant, userId, labelId, name))!;
  const counts = await unreadCounts(tenant, userId);
  return ok({ id: label.id, kind: 'custom', name: label.name, unread: counts.labels.get(label.id) ?? 0 });
}

export async function removeLabel(tenant: Tenant, userId: string, labelId: string): Promise<Result<null>> {
  return (await deleteLabel(tenant, userId, labelId)) ? ok(null) : refuse('not_found', NO_SUCH_LABEL);
}
