import { useBusinessRange } from '@frontdesk/shared';
import { presetRange } from '../utils/presets';

/**
 * The range a dashboard shows: the last 30 days to the business's today (its zone's, not the
 * desk's) until the user picks another.
 */
export function useSalesRange() {
  return useBusinessRange((today) => presetRange('month', today));
}
