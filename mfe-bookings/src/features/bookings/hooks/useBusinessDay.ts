import { localDay, todayIn, useQuery } from '@frontdesk/shared';
import { staffQuery } from '../../../common/api';

/**
 * The business's time zone and its day today, from the team's answer (which the pages read
 * anyway): null while it loads. If it cannot be read, the desk's own day stands in.
 */
export function useBusinessDay(): { timeZone: string | null; today: string | null } {
  const staff = useQuery(staffQuery());
  if (staff.data) return { timeZone: staff.data.timeZone, today: todayIn(staff.data.timeZone) };
  return { timeZone: null, today: staff.isError ? localDay() : null };
}
