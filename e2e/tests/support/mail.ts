import { expect, type APIRequestContext } from '@playwright/test';
import type { Mail, MailPage, MailSummary } from '../../../shared/src/types/api';

// The business's outgoing email as staff read it, under Mail's Sent (the one place it is shown):
// what a customer or an invited colleague would find in their own mailbox.

/** The business's email under Sent whose address, subject or text holds `q`, newest first. */
export async function sentMail(request: APIRequestContext, q: string): Promise<MailSummary[]> {
  const res = await request.get(`/api/mail/mails?label=sent&q=${encodeURIComponent(q)}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as MailPage).items;
}

/** One mail as Mail's reader shows it: its text, HTML body and attachments. */
export async function readMail(request: APIRequestContext, mailId: string): Promise<Mail> {
  const res = await request.get(`/api/mail/mail?mailId=${mailId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Mail;
}
