import { useApiMutation, useQueryClient, type Mail, type MailPatch, type MailSummary } from '@frontdesk/shared';
import { changeMail, mailQuery } from '../api';

/**
 * A change of the person's own state of a mail (a flag, its folder, its labels). The lists and the
 * counts load again; a mail open in the reader takes the answer as it is (loading it again would
 * read it, which marks it read: "mark unread" would undo itself).
 */
export function useChangeMail(successMessage?: (patch: MailPatch) => string) {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: ({ mailId, patch }: { mailId: string; patch: MailPatch }) => changeMail(mailId, patch),
    invalidates: [
      ['mail', 'list'],
      ['mail', 'labels'],
    ],
    onSuccess: (changed: MailSummary) => {
      client.setQueryData(mailQuery(changed.mailId).queryKey, (shown: Mail | undefined) => (shown ? { ...shown, ...changed } : shown));
    },
    ...(successMessage ? { successMessage: (_: unknown, { patch }: { patch: MailPatch }) => successMessage(patch) } : {}),
  });
}
