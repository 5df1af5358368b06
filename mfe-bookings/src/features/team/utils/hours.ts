import type { Shift } from '@frontdesk/shared';
import { WEEKDAYS } from './weekdays';

// A member's weekly hours as the form edits them (a row per weekday, Monday first: whether they
// work that day and its intervals) and as the API takes them (a flat list of shifts).

export type ShiftValues = { starts: string; ends: string };
export type DayValues = { works: boolean; shifts: ShiftValues[] };

/** 'HH:MM', 00:00–23:59 (the API's ClockTime) */
export const CLOCK_START = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:MM' up to 24:00, the end of the day (the API's ClockEnd) */
export const CLOCK_END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
/** a day switched on starts with the usual shift */
export const DEFAULT_SHIFT: ShiftValues = { starts: '09:00', ends: '17:00' };
/** the API's MAX_SHIFTS_PER_WEEK */
export const MAX_SHIFTS_PER_WEEK = 28;

/** The week's seven rows (Monday first) from the API's shifts. */
export function toDayValues(hours: Shift[]): DayValues[] {
  return WEEKDAYS.map((weekday) => {
    const shifts = hours.filter((shift) => shift.weekday === weekday).map(({ starts, ends }) => ({ starts, ends }));
    return { works: shifts.length > 0, shifts };
  });
}

/** Where a shift sent to the API sits in the form: its day's row and its place in that row. */
export type ShiftPosition = { day: number; shift: number };

/**
 * The shifts of the days worked, in the form's order, and where each came from: the API names a
 * refused shift by its index in what was sent (`hours.{i}`), which positions[i] places.
 */
export function toShifts(days: DayValues[]): { hours: Shift[]; positions: ShiftPosition[] } {
  const hours: Shift[] = [];
  const positions: ShiftPosition[] = [];
  // a form's values hold only the fields drawn: a day off may come without its shifts
  days.forEach((day, dayIndex) => {
    if (!day?.works) return;
    (day.shifts ?? []).forEach((shift, shiftIndex) => {
      hours.push({ weekday: dayIndex + 1, starts: shift.starts, ends: shift.ends });
      positions.push({ day: dayIndex, shift: shiftIndex });
    });
  });
  return { hours, positions };
}

/** Why a day's shift cannot be sent ('backwards', 'overlaps' an earlier one of the day), or null. */
export function shiftProblem(shifts: ShiftValues[], index: number): 'backwards' | 'overlaps' | null {
  const shift = shifts[index];
  if (!shift || !CLOCK_START.test(shift.starts) || !CLOCK_END.test(shift.ends)) return null;
  if (shift.ends <= shift.starts) return 'backwards';
  const clash = shifts.some(
    (other, i) => i !== index && CLOCK_START.test(other.starts) && CLOCK_END.test(other.ends) && other.starts < shift.ends && shift.starts < other.ends,
  );
  return clash ? 'overlaps' : null;
}

/** Consecutive weekdays that keep the same intervals, for a week's summary ("Mon–Fri 09:00–17:00"). */
export type HoursRun = { first: number; last: number; intervals: string[] };

export function hoursRuns(hours: Shift[]): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const weekday of WEEKDAYS) {
    const intervals = hours
      .filter((shift) => shift.weekday === weekday)
      .sort((a, b) => a.starts.localeCompare(b.starts))
      .map((shift) => `${shift.starts}–${shift.ends}`);
    if (intervals.length === 0) continue;
    const previous = runs.at(-1);
    if (previous && previous.last === weekday - 1 && previous.intervals.join() === intervals.join()) previous.last = weekday;
    else runs.push({ first: weekday, last: weekday, intervals });
  }
  return runs;
}
