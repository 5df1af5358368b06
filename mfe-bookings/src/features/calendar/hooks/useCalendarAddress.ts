import { addDays, isDay, mondayOf, todayIn, useUrlFilters, type StaffList } from '@frontdesk/shared';
import type { DayRange } from '../api';
import { CALENDAR_VIEWS, type CalendarView } from '../utils/columns';

const CALENDAR_KEYS = ['view', 'day', 'staff'] as const;

/**
 * What the calendar shows, kept in the address (back, reload and a shared link keep it): the view
 * (`view=week`; the day view when absent), the day (`day=YYYY-MM-DD`, the business's; today when
 * absent, so a saved link opens on the day it is opened) and, in the week view (and the day view on
 * a phone, which shows one member's column at a time), one staff member
 * (`staff={id}`; everyone when absent, or when it names no member of the team).
 */
export function useCalendarAddress(team: StaffList) {
  const url = useUrlFilters(CALENDAR_KEYS, {}, { view: CALENDAR_VIEWS });
  const today = todayIn(team.timeZone);
  const view: CalendarView = url.filters.view ?? 'day';
  const day = url.filters.day && isDay(url.filters.day) ? url.filters.day : today;
  const range: DayRange = view === 'day' ? { from: day, to: day } : { from: mondayOf(day), to: addDays(mondayOf(day), 6) };
  const goTo = (next: string) => url.setFilters({ day: next === today ? '' : next });
  const step = view === 'day' ? 1 : 7;
  return {
    view,
    day,
    today,
    range,
    /** the staff member the week view (and a phone's day view) shows (null: everyone; a phone's day view, the first) */
    staffId: team.items.find((member) => member.id === url.filters.staff)?.id ?? null,
    setView: (next: CalendarView) => url.setFilters({ view: next === 'day' ? '' : next }),
    goTo,
    /** a day of the week view opened on its own */
    openDay: (next: string) => url.setFilters({ view: '', day: next === today ? '' : next }),
    previous: () => goTo(addDays(day, -step)),
    next: () => goTo(addDays(day, step)),
    setStaffId: (id: string | null) => url.setFilters({ staff: id ?? '' }),
  };
}
