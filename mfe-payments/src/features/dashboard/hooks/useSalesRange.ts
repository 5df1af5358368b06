import { localDay, type DayRange } from '@frontdesk/shared';
import { useState } from 'react';
import { presetRange } from '../utils/presets';

/** The range a dashboard shows: the last 30 days (to the desk's today) until the user picks another. */
export function useSalesRange(): [DayRange, (range: DayRange) => void] {
  const [range, setRange] = useState<DayRange>(() => presetRange('month', localDay()));
  return [range, setRange];
}
