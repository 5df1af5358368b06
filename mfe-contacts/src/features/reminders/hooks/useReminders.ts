import type { ReminderPage } from '@frontdesk/shared';
import { fetchReminders, type ReminderStatus } from '../api';
import { useLoad, type Loaded } from './useLoad';

export const REMINDERS_PAGE_SIZE = 20;

/**
 * One page of the reminders with a status, as of the desk's `today`. `page` is the latest answer for
 * this status (kept while another page of it loads); `counts` the latest per status, from any tab.
 */
export function useReminders(
  status: ReminderStatus,
  page: number,
  today: string,
): Omit<Loaded<ReminderPage>, 'data' | 'dataKey'> & { page: ReminderPage | undefined; counts: ReminderPage['counts'] | undefined } {
  const query = { status, today, page, pageSize: REMINDERS_PAGE_SIZE };
  const { data, dataKey, ...loaded } = useLoad(JSON.stringify(query), (signal) => fetchReminders(query, signal));
  const sameStatus = dataKey !== undefined && (JSON.parse(dataKey) as typeof query).status === status;
  return { ...loaded, page: sameStatus ? data : undefined, counts: data?.counts };
}
