import { addDays, type DayRange } from '@frontdesk/shared';

export const PRESETS = ['today', 'week', 'month', 'thisMonth'] as const;

/** A report's table of days shows a month of them a page (the pager the kit's `localPager`). */
export const DAYS_A_PAGE = 31;
export type Preset = (typeof PRESETS)[number];

/** A preset's days up to today (the desk's day): today, the last 7 or 30 days, or this month so far. */
export function presetRange(preset: Preset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The preset a range is, if it is one. */
export function presetOf(range: DayRange, today: string): Preset | undefined {
  return PRESETS.find((preset) => {
    const days = presetRange(preset, today);
    return days.from === range.from && days.to === range.to;
  });
}
