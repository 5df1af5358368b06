import type { Direction } from '@frontdesk/shared';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { DRAG_THRESHOLD_PX, LONG_PRESS_MS, draggedColumn, draggedEnd, draggedStart, type MinuteSpan } from '../utils/drag';
import type { BlockDrop } from '../utils/moves';

type Mode = 'move' | 'resize';
/** `armed`: the pointer may drag the block (a mouse or pen at once; a finger after a long press) */
type Gesture = { mode: Mode; pointerId: number; x0: number; y0: number; width: number; moved: boolean; armed: boolean };

type Options = {
  /** the block's minutes of its day */
  span: MinuteSpan;
  /** the hours the grid shows: a block stays inside them */
  bounds: MinuteSpan;
  column: number;
  columns: number;
  direction: Direction;
  enabled: boolean;
  onDrop: (drop: BlockDrop) => void;
};

/**
 * Dragging a block with the pointer (mouse, pen, touch): the block itself to move it (up and down in
 * time, sideways to another column), its bottom edge to resize it. The block follows the pointer,
 * snapped to 15 minutes; on release `onDrop` says where it landed. Escape (`cancel`) puts it back.
 * A finger moves a block only after pressing it still for a moment: a swipe that starts on it
 * scrolls the grid, as anywhere else.
 */
export function useBlockDrag({ span, bounds, column, columns, direction, enabled, onDrop }: Options) {
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [preview, setPreview] = useState<(BlockDrop & { shiftPx: number }) | null>(null);
  useEffect(() => () => clearTimeout(press.current), []);

  const landing = (state: Gesture, event: PointerEvent<HTMLElement>): BlockDrop => {
    const dy = event.clientY - state.y0;
    if (state.mode === 'resize') return { start: span.start, end: draggedEnd(span, dy, bounds), column };
    const start = draggedStart(span, dy, bounds);
    return { start, end: start + span.end - span.start, column: draggedColumn(column, event.clientX - state.x0, state.width, columns, direction) };
  };

  const cancel = () => {
    clearTimeout(press.current);
    gesture.current = null;
    setPreview(null);
  };

  const begin = (mode: Mode) => (event: PointerEvent<HTMLElement>) => {
    dragged.current = false;
    if (!enabled || event.button !== 0 || event.ctrlKey || event.metaKey) return;
    // the edge is inside the block: its gesture is a resize, not a move too
    event.stopPropagation();
    const width = event.currentTarget.closest('[data-calendar-column]')?.getBoundingClientRect().width ?? 0;
    const touch = event.pointerType === 'touch';
    gesture.current = { mode, pointerId: event.pointerId, x0: event.clientX, y0: event.clientY, width, moved: false, armed: !touch };
    if (!touch) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      return;
    }
    const { pointerId } = event;
    clearTimeout(press.current);
    press.current = setTimeout(() => {
      const state = gesture.current;
      if (!state || state.pointerId !== pointerId) return;
      // held still: the block is lifted where it is, and follows the finger from now on
      state.armed = true;
      setPreview({ start: span.start, end: span.end, column, shiftPx: 0 });
    }, LONG_PRESS_MS);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const state = gesture.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const far = Math.hypot(event.clientX - state.x0, event.clientY - state.y0) >= DRAG_THRESHOLD_PX;
    // a finger that moves before its long press is a swipe: the grid scrolls, the block stays
    if (!state.armed) {
      if (far) cancel();
      return;
    }
    if (!state.moved && !far) return;
    state.moved = true;
    const drop = landing(state, event);
    setPreview({ ...drop, shiftPx: (drop.column - column) * state.width * (direction === 'rtl' ? -1 : 1) });
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const state = gesture.current;
    if (!state || state.pointerId !== event.pointerId) return;
    cancel();
    // a long press lifted and let go where it was opens nothing either
    if (!state.moved && !(state.armed && event.pointerType === 'touch')) return;
    // the click the release makes comes before any timer: it alone is the drag's
    dragged.current = true;
    setTimeout(() => {
      dragged.current = false;
    }, 0);
    if (!state.moved) return;
    const drop = landing(state, event);
    if (drop.start !== span.start || drop.end !== span.end || drop.column !== column) onDrop(drop);
  };

  // a finger's move of a lifted block must not scroll the grid too: its touchmove is held back
  // (React listens to touch moves passively, so the listener is the element's own)
  const holdStill = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const hold = (event: TouchEvent) => {
      if (gesture.current?.armed) event.preventDefault();
    };
    element.addEventListener('touchmove', hold, { passive: false });
    return () => element.removeEventListener('touchmove', hold);
  }, []);

  return {
    /** where the block is being dragged to (and how far sideways, in pixels), or null */
    preview,
    /** the block's handlers: it moves it */
    block: { ref: holdStill, onPointerDown: begin('move'), onPointerMove, onPointerUp, onPointerCancel: cancel },
    /** its bottom edge's: it resizes it */
    edge: { onPointerDown: begin('resize') },
    cancel,
    /** whether the click now ending is the end of a drag (it then opens nothing) */
    endedDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
