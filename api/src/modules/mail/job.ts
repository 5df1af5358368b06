import { Type } from '@sinclair/typebox';
import { defineJobHandler, defineJobKind, type JobHandler } from '../../jobs/types';
import type { MailAttachment } from '../../db/schema';
import type { Tenant } from '../../db/tenant';
import { lockMailToSend, settleMail } from './repo';
import type { Mailer, OutgoingMail } from './transport';

// The job that sends one outbox message (decision 0010): the runner's lease keeps a second API
// instance off it, and each step is a fenced transaction, so a worker that lost its lease writes
// nothing. Attachments are rendered from their invoice, transaction or booking at sending time. Without a
// mailer (no SMTP configured) the message is kept in the outbox.

export const MailJobPayload = Type.Object({ mailId: Type.String() }, { additionalProperties: false });

/** about four hours of retries (30 s, 1 min, 2 min … capped at an hour) before the message is failed */
export const mailKind = defineJobKind('mail.send', MailJobPayload, { maxAttempts: 8, backoff: { baseMs: 30_000, maxMs: 60 * 60_000 } });

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** A mail's attachment rendered when it is sent: its file name, its type (a PDF unless said) and its bytes. */
export type AttachmentSource = { filename: string; contentType?: string; render: () => Promise<Buffer> };

/**
 * What renders an outbox attachment, whatever module owns its kind (a PDF, a booking's calendar
 * file); undefined when what it names is gone. Composed above the modules (jobHandlers.ts): the
 * mail module imports none of the modules that mail.
 */
export type AttachmentSources = (tenant: Tenant, attachment: MailAttachment, today: string) => Promise<AttachmentSource | undefined>;

export function mailHandler(mailer: Mailer | null, attachmentSource: AttachmentSources): JobHandler<typeof MailJobPayload> {
  return defineJobHandler({
    kind: mailKind,
    async run({ job, unitOfWork }) {
      const { mailId } = job.payload;
      const prepared = await unitOfWork(async (tenant) => {
        const row = await lockMailToSend(tenant, mailId);
        if (!row || row.status !== 'queued') return undefined;
        if (!mailer) {
          await settleMail(tenant, mailId, { status: 'kept' });
          return undefined;
        }
        const today = await tenant.today();
        const sources = await Promise.all(row.attachments.map((attachment) => attachmentSource(tenant, attachment, today)));
        return { row, sources: sources.filter((source) => source !== undefined) };
      });
      if (!prepared || !mailer) return;
      const { row, sources } = prepared;
      const mail: OutgoingMail = {
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        attachments: await Promise.all(
          sources.map(async (source) => ({ filename: source.filename, content: await source.render(), contentType: source.contentType ?? 'application/pdf' })),
        ),
      };
      try {
        await mailer.send(mail);
      } catch (error) {
        // the error shows in the outbox while the job waits to try again
        await unitOfWork((tenant) => settleMail(tenant, mailId, { status: 'queued', error: errorText(error) }));
        throw error;
      }
      await unitOfWork((tenant) => settleMail(tenant, mailId, { status: 'sent' }));
    },
    async onFailed(tenant, job, error) {
      await settleMail(tenant, job.payload.mailId, { status: 'failed', error });
    },
  });
}
