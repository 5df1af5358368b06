import { Type, type Static } from '@sinclair/typebox';
import { MAIL_ATTACHMENT_KINDS, MAIL_STATUSES } from '../../db/schema';
import { MAX_EMAIL_LENGTH } from '../../http/inputRules';
import { PaymentLink } from '../invoices/schemas';

// Issue 10 §11: the business's outgoing mail (the outbox, read under Mail's Sent: modules/mailbox)
// and the calls that send a receipt or an invoice by email.

export const OutboxStatus = Type.Union(
  MAIL_STATUSES.map((status) => Type.Literal(status)),
  {
    description: 'queued: waiting to be sent; sent: the SMTP server took it; failed: every attempt failed; kept: no SMTP server is configured, it stays here',
  },
);
export type OutboxStatus = Static<typeof OutboxStatus>;

export const OutboxAttachment = Type.Object({
  kind: Type.Union(MAIL_ATTACHMENT_KINDS.map((kind) => Type.Literal(kind))),
  /** the invoice or transaction it is rendered from (when sent, and on download) */
  id: Type.String(),
  filename: Type.String(),
  /** where to download it: the invoice's or receipt's PDF */
  url: Type.String(),
});
export type OutboxAttachment = Static<typeof OutboxAttachment>;

/** A message as it would be sent (a template shown to the business): its subject and plain text. */
export const MailPreview = Type.Object({ subject: Type.String(), text: Type.String() });
export type MailPreview = Static<typeof MailPreview>;

const To = Type.String({ maxLength: MAX_EMAIL_LENGTH, description: "The address to send to; the contact's email when absent" });

/** POST /api/transactions/{transactionId}/receipt/email */
export const ReceiptEmailInput = Type.Object({ to: Type.Optional(To) }, { additionalProperties: false });
export type ReceiptEmailInput = Static<typeof ReceiptEmailInput>;

export const MAIL_MESSAGE_MAX = 2000;

/** POST /api/invoices/{invoiceId}/send */
export const InvoiceSendInput = Type.Object(
  { to: Type.Optional(To), message: Type.Optional(Type.String({ maxLength: MAIL_MESSAGE_MAX, description: 'A few words of the sender, above the invoice' })) },
  { additionalProperties: false },
);
export type InvoiceSendInput = Static<typeof InvoiceSendInput>;

/** 202: the message is in the outbox, to be sent (or kept) by the mail job. */
export const MailQueued = Type.Object({ mailId: Type.String() });
export type MailQueued = Static<typeof MailQueued>;

/** 202: the invoice's message is queued, with the link it carries. */
export const InvoiceSent = Type.Object({ mailId: Type.String(), paymentLink: Type.Pick(PaymentLink, ['id', 'url', 'expiresAt']) });
export type InvoiceSent = Static<typeof InvoiceSent>;

// ---- live changes of the business's mail (live.ts)

/** internal: a colleague's mail was sent (each reads their own mailbox again); outgoing: an email of the business was queued or its delivery settled. */
export const MailLiveEvent = Type.Object({ kind: Type.Union([Type.Literal('internal'), Type.Literal('outgoing')]) });
export type MailLiveEvent = Static<typeof MailLiveEvent>;
