import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config';

// The one way mail leaves the server: nodemailer's SMTP transport, configured by SMTP_URL and
// MAIL_FROM (src/config.ts). Without them there is no mailer, and mail stays in the outbox.

/** A message as handed to the transport. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the outbox row's Message-ID: the same on every attempt, so a receiving server can tell a repeat */
  messageId: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};

export type Mailer = {
  /** resolves once the server accepted the message; throws when it did not (the job retries) */
  send(mail: OutgoingMail): Promise<void>;
};

/** A mailer over SMTP (smtp://user:pass@host:587; smtps:// for TLS from the start), sending from `from`. */
export function createMailer(smtpUrl: string, from: string): Mailer {
  // bounded waits: a server that hangs fails the attempt (the job retries) instead of holding the runner
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

/** The server's mailer: SMTP when configured, else none (mail is kept in the outbox). */
export function mailerFrom(config: MailConfig | null): Mailer | null {
  return config ? createMailer(config.smtpUrl, config.from) : null;
}
