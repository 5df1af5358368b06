import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database';
import { IdempotencyHeaders, idempotent } from '../../http/idempotency';
import { NoContent, problems } from '../../http/responses';
import { sendResult } from '../../http/result';
import { wakeJobRunners } from '../../jobs/wake';
import {
  Mail,
  MailColleagueList,
  MailInput,
  MailLabel,
  MailLabelInput,
  MailLabelList,
  MailLabelParams,
  MailListQuery,
  MailPage,
  MailParams,
  MailPatch,
  MailQuery,
  MailSent,
  MailDraftSaved,
  MailSummary,
} from './schemas';
import { changeLabel, changeMail, colleagueList, createLabel, mailLabels, mailList, readMail, removeLabel, saveDraft, sendMail } from './service';

/**
 * Mail (issue 35 §1; spec §7's three calls and the ones beside them): a staff member's mailbox of
 * internal mail and the business's outgoing email. Behind requireSession, scoped to the business
 * and to the person: nobody reads or changes another's copy.
 */
export const mailboxRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ['Mail'];

  app.get(
    '/api/mail/labels',
    {
      schema: {
        summary: 'List the mail labels',
        description:
          'The system labels (all, inbox, sent, drafts, trash, spam, starred, important), then the person’s own by name; each with its unread count.',
        tags,
        operationId: 'listMailLabels',
        response: { 200: MailLabelList },
      },
    },
    async (req) => mailLabels(req.tenant, req.signedIn!.user.id),
  );

  app.post(
    '/api/mail/labels',
    {
      schema: {
        summary: 'Make a mail label',
        description: 'A label of the person’s own; its name unique among theirs whatever the case (taken).',
        tags,
        operationId: 'createMailLabel',
        body: MailLabelInput,
        response: { 201: MailLabel, ...problems(400) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => createLabel(tenant, req.signedIn!.user.id, req.body)), 201),
  );

  app.patch(
    '/api/mail/labels/:labelId',
    {
      schema: {
        summary: 'Rename a mail label',
        tags,
        operationId: 'updateMailLabel',
        params: MailLabelParams,
        body: MailLabelInput,
        response: { 200: MailLabel, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeLabel(tenant, req.signedIn!.user.id, req.params.labelId, req.body))),
  );

  app.delete(
    '/api/mail/labels/:labelId',
    {
      schema: {
        summary: 'Delete a mail label',
        description: 'Its mails stay where they are, without it.',
        tags,
        operationId: 'deleteMailLabel',
        params: MailLabelParams,
        response: { 204: NoContent, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => removeLabel(tenant, req.signedIn!.user.id, req.params.labelId)), 204),
  );

  app.get(
    '/api/mail/mails',
    {
      schema: {
        summary: 'List mails',
        description:
          'The person’s mails of a system label (label, all by default) or of one of their own (customLabel), newest first; q matches part of the subject, text, sender or recipients. ' +
          'The business’s outgoing email (receipts, invoices, booking mail) is under sent, with its delivery status.',
        tags,
        operationId: 'listMails',
        querystring: MailListQuery,
        response: { 200: MailPage, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await mailList(req.tenant, req.signedIn!.user.id, req.query)),
  );

  app.post(
    '/api/mail/mails',
    {
      schema: {
        summary: 'Send a mail',
        description:
          'To colleagues (the addresses of the business’s logins: internal mail, in their inbox) and outside addresses (an email of the business through the outbox, sent after the call commits). ' +
          '201 with the mails in the sender’s Sent. Idempotent (Idempotency-Key): a retry does not send it twice. ' +
          'With draftId, that draft of the sender’s is sent: it leaves Drafts (404 when it is not theirs, or already sent).',
        tags,
        operationId: 'sendMail',
        headers: IdempotencyHeaders,
        body: MailInput,
        response: { 201: MailSent, ...problems(400, 404, 422) },
      },
    },
    async (req, reply) => {
      const userId = req.signedIn!.user.id;
      const sent = await idempotent(db, req, reply, req.tenant.businessId, 201, (tenant) => sendMail(tenant, userId, req.body));
      wakeJobRunners();
      return sent;
    },
  );

  app.post(
    '/api/mail/drafts',
    {
      schema: {
        summary: 'Save a draft',
        description:
          'A mail being written, kept in the writer’s Drafts as it is: recipients and subject may still be missing (they are checked when it is sent). ' +
          'Without draftId a new draft; with it, that draft of the writer’s written again (404 when it is not theirs). The answer names it as the box does.',
        tags,
        operationId: 'saveMailDraft',
        body: MailInput,
        response: { 200: MailDraftSaved, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await saveDraft(req.tenant, req.signedIn!.user.id, req.body)),
  );

  app.patch(
    '/api/mail/mails/:mailId',
    {
      schema: {
        summary: 'Change a mail',
        description:
          'The person’s own state of it: unread, starred, important, its folder (trash, spam, or back where it belongs: the inbox for a mail received, sent for one sent) and their labels on it.',
        tags,
        operationId: 'updateMail',
        params: MailParams,
        body: MailPatch,
        response: { 200: MailSummary, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => changeMail(tenant, req.signedIn!.user.id, req.params.mailId, req.body))),
  );

  app.get(
    '/api/mail/mail',
    {
      schema: {
        summary: 'Read a mail',
        description:
          'With its text (and, for outgoing email, when it was sent and links to its attachments); reading it marks it read. 404 for a mail that is not the person’s.',
        tags,
        operationId: 'getMail',
        querystring: MailQuery,
        response: { 200: Mail, ...problems(400, 404) },
      },
    },
    async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => readMail(tenant, req.signedIn!.user.id, req.query.mailId))),
  );

  app.get(
    '/api/mail/colleagues',
    {
      schema: {
        summary: 'List the colleagues to write to',
        description: 'The other active logins of the business, by name.',
        tags,
        operationId: 'listMailColleagues',
        response: { 200: MailColleagueList },
      },
    },
    async (req) => colleagueList(req.tenant, req.signedIn!.user.id),
  );
};
