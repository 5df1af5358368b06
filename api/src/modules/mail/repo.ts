import { sql, type SqlBool } from 'kysely';
import { containing } from '../../db/like';
import { personName } from '../../db/names';
import type { MailAttachment, MailStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import type { PageWindow } from '../../http/paging';
import { mailChanged } from './live';

const COLUMNS = [
  'outbox.id',
  'outbox.to_address',
  'outbox.subject',
  'outbox.status',
  'outbox.error',
  'outbox.invoice_id',
  'outbox.transaction_id',
  'outbox.attachments',
  'outbox.created_at',
  'outbox.sent_at',
  'outbox.private',
] as const;

export type NewMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  invoiceId?: string | null;
  transactionId?: string | null;
  createdBy: string | null;
  messageId: string;
  /** a sign-in link for its recipient only: the outbox shows no body */
  private?: boolean;
};

export async function insertMail(tenant: Tenant, mail: NewMail) {
  await tenant
    .insertInto('outbox', [
      {
        id: mail.id,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        attachments: JSON.stringify(mail.attachments),
        invoice_id: mail.invoiceId ?? null,
        transaction_id: mail.transactionId ?? null,
        created_by: mail.createdBy,
        message_id: mail.messageId,
        private: mail.private ?? false,
      },
    ])
    .execute();
}

/** Who asked for each message (the name as it is now; '' when the account is gone). */
const senderName = personName('users').as('created_by_name');

export async function outboxPage(tenant: Tenant, q: string, { limit, offset }: PageWindow) {
  let query = tenant.selectFrom('outbox');
  const text = q.trim();
  if (text)
    query = query.where(sql<SqlBool>`(lower(outbox.to_address) LIKE lower(${containing(text)}) OR lower(outbox.subject) LIKE lower(${containing(text)}))`);
  const [rows, total] = await Promise.all([
    query
      .leftJoin('users', 'users.id', 'outbox.created_by')
      .select(COLUMNS)
      .select(senderName)
      .orderBy('outbox.created_at', 'desc')
      .orderBy('outbox.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type MailRow = Awaited<ReturnType<typeof outboxPage>>['rows'][number];

export async function findMail(tenant: Tenant, id: string) {
  return tenant
    .selectFrom('outbox')
    .leftJoin('users', 'users.id', 'outbox.created_by')
    .select(COLUMNS)
    .select([senderName, 'outbox.text_body', 'outbox.html_body'])
    .where('outbox.id', '=', id)
    .executeTakeFirst();
}

/** The message the job sends, locked for the rest of its transaction (the job's lease keeps other runners off it too). */
export async function lockMailToSend(tenant: Tenant, id: string) {
  return tenant
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attachments', 'status', 'message_id'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves a queued message on (sent, kept, failed) or records its last error while it stays queued. */
export async function settleMail(tenant: Tenant, id: string, change: { status: MailStatus; error?: string }) {
  await tenant
    .updateTable('outbox')
    .set({ status: change.status, error: (change.error ?? '').slice(0, 2000), ...(change.status === 'sent' ? { sent_at: sql<Date>`now()` } : {}) })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
  // the staff's Sent shows its delivery at once
  await mailChanged(tenant, { kind: 'outgoing' });
}
