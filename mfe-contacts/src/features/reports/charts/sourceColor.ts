import type { ChartTheme } from '@frontdesk/shared/ui-reports';
import { CONTACT_SOURCES as SOURCES } from '../../../common/sources';

/** A source's colour: the same in every chart and period; "other" is neutral. */
export function sourceColor(chart: ChartTheme, source: string): string {
  if (source === 'other') return chart.neutral;
  const index = SOURCES.indexOf(source as (typeof SOURCES)[number]);
  return chart.series(index >= 0 ? index : SOURCES.length + source.length);
}
