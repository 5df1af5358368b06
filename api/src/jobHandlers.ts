import type { ServerConfig } from './config';
import { bookingJobHandlers, bookingsSchedule } from './modules/bookings/online/jobs';
import { contactImportHandler } from './modules/contacts/imports';
import { bookingCalendarSource, seriesCalendarSource } from './modules/bookings/calendarFile';
import { mailHandler, type AttachmentSources } from './modules/mail/job';
import { pdfAttachmentSource } from './pdf/documents';
import { mailerFrom } from './modules/mail/transport';
import type { MoneyDeps } from './modules/money/context';
import { recoveryHandler } from './modules/payments/recovery';
import { refundOnCancelHandler } from './modules/deposits/onCancel';
import { pruneHandler, pruneSchedule } from './modules/payments/retention';
import { settlementHandler, settlementSchedule } from './modules/payments/settlement/job';
import type { JobHandler, JobSchedule } from './jobs/types';

// The registry of every module's jobs lives beside server.ts, above the modules: src/jobs/ (the
// runner and the queue the modules enqueue on) never imports a module.

/** An outbox attachment rendered by the module that owns its kind. */
export const attachmentSource: AttachmentSources = async (tenant, attachment, today) => {
  if (attachment.kind !== 'booking_ics' && attachment.kind !== 'series_ics') return pdfAttachmentSource(tenant, attachment, today);
  const file = attachment.kind === 'booking_ics' ? await bookingCalendarSource(tenant, attachment.id) : await seriesCalendarSource(tenant, attachment.id);
  return file.ok ? file.value : undefined;
};

/**
 * Every job kind the API runs, with what they need from the configuration (the mail job: its SMTP
 * server, if any) and, for the money attempts' recovery and a cancelled booking's deposit refund, the database and the card processor the
 * server uses (a runner without them leaves those jobs to one that has): a new kind's handler is
 * added here (api/README.md, "Jobs").
 */
export function jobHandlers(config: Pick<ServerConfig, 'mail' | 'publicOrigin'>, money?: MoneyDeps): readonly JobHandler[] {
  return [
    contactImportHandler,
    mailHandler(mailerFrom(config.mail), attachmentSource),
    settlementHandler,
    pruneHandler,
    ...bookingJobHandlers(config.publicOrigin),
    ...(money ? [recoveryHandler(money), refundOnCancelHandler(money)] : []),
  ];
}

/** Jobs added every so often (docs/decisions/0021); main.ts gives them to its runner. */
export const jobSchedules: readonly JobSchedule[] = [settlementSchedule, bookingsSchedule, pruneSchedule];
