import type { Direction } from '@frontdesk/shared';

// Where a dragged, resized or nudged block lands, in minutes of the business's day. Pure: the block
// gives the pointer's travel in pixels, these say the snapped time; the server judges conflicts.

/** the grid's step: a drag, a resize and a keyboard nudge land on a quarter hour */
export const SNAP_MINUTES = 15;
/** an hour's height on the grid, in pixels */
export const HOUR_HEIGHT = 64;
export const PX_PER_MINUTE = HOUR_HEIGHT / 60;
/** a pointer that travels less than this is a click, not a drag */
export const DRAG_THRESHOLD_PX = 4;
/** a finger held this long on a block lifts it to be moved (a shorter touch that moves is a swipe: it scrolls) */
export const LONG_PRESS_MS = 450;

/** A span of minutes of the day, [start, end). */
export type MinuteSpan = { start: number; end: number };

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Minutes to the nearest quarter hour. */
export const snapped = (minutes: number) => Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;

/**
 * The start of a block dragged `deltaPx` down (negative: up): snapped to 15 minutes, its length
 * kept, inside `bounds` (the grid shown).
 */
export function draggedStart(span: MinuteSpan, deltaPx: number, bounds: MinuteSpan): number {
  const length = span.end - span.start;
  return clamp(snapped(span.start + deltaPx / PX_PER_MINUTE), bounds.start, Math.max(bounds.start, bounds.end - length));
}

/** The end of a block whose bottom edge is dragged `deltaPx`: snapped, a quarter hour at least, inside `bounds`. */
export function draggedEnd(span: MinuteSpan, deltaPx: number, bounds: MinuteSpan): number {
  return clamp(snapped(span.end + deltaPx / PX_PER_MINUTE), span.start + SNAP_MINUTES, Math.max(span.start + SNAP_MINUTES, bounds.end));
}

/**
 * A time nudged `steps` quarter hours (the keyboard's Alt+Arrow): from a quarter hour, by 15
 * minutes; from between two, to the nearer one in that direction (10:10 goes up to 10:00, down to 10:15).
 */
export function nudged(minutes: number, steps: number): number {
  const below = Math.floor(minutes / SNAP_MINUTES) * SNAP_MINUTES;
  if (below === minutes) return minutes + steps * SNAP_MINUTES;
  return steps < 0 ? below + (steps + 1) * SNAP_MINUTES : below + steps * SNAP_MINUTES;
}

/** A block's new start nudged `steps` quarter hours, its length kept, inside `bounds`. */
export function nudgedStart(span: MinuteSpan, steps: number, bounds: MinuteSpan): number {
  return clamp(nudged(span.start, steps), bounds.start, Math.max(bounds.start, bounds.end - (span.end - span.start)));
}

/** A block's new end nudged `steps` quarter hours: a quarter hour after its start at least, inside `bounds`. */
export function nudgedEnd(span: MinuteSpan, steps: number, bounds: MinuteSpan): number {
  return clamp(nudged(span.end, steps), span.start + SNAP_MINUTES, Math.max(span.start + SNAP_MINUTES, bounds.end));
}

/**
 * The column a block dragged `deltaPx` sideways lands in, out of `count` columns `width` pixels
 * wide. Columns run from the inline start: in a right-to-left page, a drag to the right goes back.
 */
export function draggedColumn(index: number, deltaPx: number, width: number, count: number, direction: Direction): number {
  if (width <= 0) return index;
  const columns = Math.round(deltaPx / width) * (direction === 'rtl' ? -1 : 1);
  return clamp(index + columns, 0, count - 1);
}
