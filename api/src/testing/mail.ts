import assert from 'node:assert/strict';
import type { Mail, MailPage } from '../modules/mailbox/schemas';
import type { Browser } from './harness';

// The business's outgoing email as staff read it: under Mail's Sent (modules/mailbox), the one place
// it is shown.

/** The first page of the business's email under Sent, newest first, and its total; `q`: part of its address, subject or text. */
export async function sentMail(b: Browser, q = ''): Promise<MailPage> {
  const res = await b.get(`/api/mail/mails?label=sent${q ? `&q=${encodeURIComponent(q)}` : ''}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as MailPage;
}

/** One mail as the reader shows it (GET /api/mail/mail): its text, HTML body and attachments. */
export async function readMail(b: Browser, mailId: string): Promise<Mail> {
  const res = await b.get(`/api/mail/mail?mailId=${mailId}`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Mail;
}
