import { useLocation, useParams } from 'react-router-dom';
import { isSystemLabel, mailPath, type MailFilter } from '../utils/labels';

/**
 * What the address shows: a system label's list (/app/mail/{systemLabel}) or one of the person's
 * own (/app/mail/label/{customLabel}), and the mail open in it, if any. `filter` is null for a
 * system label that does not exist. The list's search and page (?q=&page=) go along to a mail and back.
 */
export function useMailAddress() {
  const { systemLabel, customLabel, mailId } = useParams();
  const { search } = useLocation();
  let filter: MailFilter | null = null;
  if (customLabel) filter = { customLabel };
  else if (systemLabel && isSystemLabel(systemLabel)) filter = { label: systemLabel };
  return {
    filter,
    mailId: mailId ?? null,
    /** the list's address, its search and page kept */
    listPath: (shown: MailFilter) => `${mailPath(shown)}${search}`,
    /** a mail's address in the list shown, its search and page kept */
    openPath: (shown: MailFilter, id: string) => `${mailPath(shown, id)}${search}`,
  };
}
