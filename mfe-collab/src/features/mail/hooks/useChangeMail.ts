import { useApiMutation, type MailPatch } from '@frontdesk/shared';
import { changeMail } from '../api';

/** A change of the person's own state of a mail (a flag, its folder, its labels): every mail query is then stale. */
export function useChangeMail(successMessage?: (patch: MailPatch) => string) {
  return useApiMutation({
    mutationFn: ({ mailId, patch }: { mailId: string; patch: MailPatch }) => changeMail(mailId, patch),
    invalidates: [['mail']],
    ...(successMessage ? { successMessage: (_: unknown, { patch }: { patch: MailPatch }) => successMessage(patch) } : {}),
  });
}
