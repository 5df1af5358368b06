import { localDay, type DayRange } from '@frontdesk/shared';
import { useState } from 'react';
import { lastTwelveMonths } from '../utils/range';

/** The range a report shows: the last 12 months (to the desk's today) until the user picks another. */
export function useReportRange(): [DayRange, (range: DayRange) => void] {
  const [range, setRange] = useState<DayRange>(() => lastTwelveMonths(localDay()));
  return [range, setRange];
}
