import { usePublicToken } from '@frontdesk/shared/public';
import { useBookFormat } from '../hooks/useBookFormat';

/** "Times are in Central Time (Chicago)": every time on the page is the business's, said once where times are shown. */
export function ZoneNote({ timeZone }: { timeZone: string }) {
  const { zoneNote } = useBookFormat();
  const token = usePublicToken();
  return <p style={{ color: token.colorTextSecondary, marginBlock: `0 ${token.marginSM}px` }}>{zoneNote(timeZone)}</p>;
}
