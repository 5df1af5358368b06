import { sql } from 'kysely';
import type { MailAttachment, MailStatus } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { mailChanged } from './live';

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
  /** a sign-in link for its recipient only: Mail's Sent shows no body of it */
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
