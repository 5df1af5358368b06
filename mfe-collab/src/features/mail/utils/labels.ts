import { buildPath, type SystemLabel } from '@frontdesk/shared';

// every system label of the API's type, so none can be left out
const SYSTEM: Record<SystemLabel, true> = { all: true, inbox: true, sent: true, drafts: true, trash: true, spam: true, starred: true, important: true };

export const isSystemLabel = (label: string): label is SystemLabel => Object.hasOwn(SYSTEM, label);

/** What the list shows, as GET /api/mail/mails takes it: a system label or one of the person's own. */
export type MailFilter = { label: SystemLabel } | { customLabel: string };

/** The address of a label's list, or of one of its mails. */
export function mailPath(filter: MailFilter, mailId?: string): string {
  const mail: Record<string, string> = mailId ? { mailId } : {};
  return 'label' in filter
    ? buildPath('mailSystemLabel', { systemLabel: filter.label, ...mail })
    : buildPath('mailCustomLabel', { customLabel: filter.customLabel, ...mail });
}
