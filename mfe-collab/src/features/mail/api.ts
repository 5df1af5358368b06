import {
  IDEMPOTENCY_HEADER,
  api,
  pagedQuery,
  queryOptions,
  searchParamsOf,
  type Mail,
  type MailColleagueList,
  type MailDraftSaved,
  type MailInput,
  type MailLabel,
  type MailLabelInput,
  type MailLabelList,
  type MailPage,
  type MailPatch,
  type MailSent,
  type MailSummary,
} from '@frontdesk/shared';
import type { MailFilter } from './utils/labels';

// Mail's client (spec §7's three calls and the ones beside them). Every query is keyed under
// ['mail'], so a change (or an email sent from checkout or an invoice) makes them all stale.

/** GET /api/labels: the system labels, then the person's own, each with its unread count */
export const mailLabelsQuery = () =>
  queryOptions({
    queryKey: ['mail', 'labels'],
    queryFn: ({ signal }) => api.get('api/mail/labels', { signal }).json<MailLabelList>(),
  });

/** GET /api/mail/mails with the list's query passed through (the page shown stays while the next loads) */
export const mailsQuery = (filter: MailFilter, q: string, page: number) =>
  pagedQuery(['mail', 'list', filter, q], page, (paging, signal) =>
    api.get('api/mail/mails', { searchParams: searchParamsOf({ ...filter, q, ...paging }), signal }).json<MailPage>(),
  );

/** GET /api/mail/mail?mailId=: the mail, which reading marks read */
export const mailQuery = (mailId: string) =>
  queryOptions({
    queryKey: ['mail', 'mail', mailId],
    queryFn: ({ signal }) => api.get('api/mail/mail', { searchParams: { mailId }, signal }).json<Mail>(),
  });

export const colleaguesQuery = () =>
  queryOptions({
    queryKey: ['mail', 'colleagues'],
    queryFn: ({ signal }) => api.get('api/mail/colleagues', { signal }).json<MailColleagueList>(),
  });

/** POST /api/mail/mails: internal mail to colleagues, email to outside addresses (once: Idempotency-Key) */
export const sendMail = (input: MailInput, idempotencyKey: string) =>
  api.post('api/mail/mails', { json: input, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).json<MailSent>();

/** POST /api/mail/drafts: the mail being written kept in Drafts as it stands (with draftId: that draft written again) */
export const saveDraft = (input: MailInput) => api.post('api/mail/drafts', { json: input }).json<MailDraftSaved>();

export const changeMail = (mailId: string, patch: MailPatch) => api.patch(`api/mail/mails/${encodeURIComponent(mailId)}`, { json: patch }).json<MailSummary>();

export const createLabel = (input: MailLabelInput) => api.post('api/mail/labels', { json: input }).json<MailLabel>();

export const renameLabel = (labelId: string, input: MailLabelInput) =>
  api.patch(`api/mail/labels/${encodeURIComponent(labelId)}`, { json: input }).json<MailLabel>();

export const deleteLabel = (labelId: string) => api.delete(`api/mail/labels/${encodeURIComponent(labelId)}`);
