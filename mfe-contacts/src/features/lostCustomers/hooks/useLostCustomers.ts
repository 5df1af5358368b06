import type { ContactPage } from '@frontdesk/shared';
import { useLoad, type Loaded } from '../../reminders/hooks/useLoad';
import { fetchLostCustomers } from '../api';

/** One page of the contacts with no visit in `days` days. */
export function useLostCustomers(days: number, page: number): Loaded<ContactPage> {
  return useLoad(`lost:${days}:${page}`, (signal) => fetchLostCustomers(days, page, signal));
}
