import { useBusinessRange, type DayRange } from '@frontdesk/shared';
import { lastTwelveMonths } from '../utils/range';

/** The range a report shows: the last 12 months (to the business's today) until the user picks another. */
export function useReportRange(): [DayRange, (range: DayRange) => void] {
  const { range, setRange } = useBusinessRange(lastTwelveMonths);
  return [range, setRange];
}
