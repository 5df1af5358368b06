import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { KanbanBoard } from '@frontdesk/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** each list's cards, by the list's id */
export type CardLayout = Record<string, string[]>;
type Move = { cardId: string; listId: string; position: number };

const layoutOf = ({ board }: KanbanBoard): CardLayout => Object.fromEntries(board.lists.map((list) => [list.listId, list.cardIds]));
/** the list a card (or a list's own drop zone) is in */
const listOf = (layout: CardLayout, id: UniqueIdentifier) =>
  String(id) in layout ? String(id) : Object.keys(layout).find((listId) => layout[listId]!.includes(String(id)));

/**
 * Moving cards by mouse, touch (a press held a moment: a swipe scrolls the lists) and keyboard
 * (space, the arrows, space; escape cancels), with dnd-kit. While a card is dragged the board shows
 * the layout the drag makes; on the drop, `onMove` gets the card's list and its index there,
 * counted without it (the API's `position`). What a screen reader is told comes through i18next.
 */
export function useCardDrag(data: KanbanBoard, onMove: (move: Move) => void) {
  const { t } = useTranslation('collab');
  const [dragging, setDragging] = useState<CardLayout | null>(null);
  const layout = dragging ?? layoutOf(data);
  // the announcements read the layout of the moment, not the render's
  const current = useRef(layout);
  current.current = layout;
  const start = useRef<{ listId: string; index: number } | null>(null);

  const sensors = useSensors(
    // a mouse and a finger apart (a pointer sensor would take a finger's swipe as a drag)
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    // Enter opens a card; space picks it up and drops it
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const cardName = (id: UniqueIdentifier) => data.board.cards.find((card) => card.cardId === String(id))?.name ?? t('kanban.unnamed');
  const listName = (listId: string | undefined) => data.board.lists.find((list) => list.listId === listId)?.name ?? '';
  const place = (id: UniqueIdentifier) => {
    const listId = listOf(current.current, id);
    const cards = listId ? current.current[listId]! : [];
    return { card: cardName(id), list: listName(listId), position: cards.indexOf(String(id)) + 1, count: cards.length };
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const all = layoutOf(data);
    const listId = listOf(all, active.id);
    start.current = listId ? { listId, index: all[listId]!.indexOf(String(active.id)) } : null;
    setDragging(all);
  };

  /** over another list: the card goes into it where it is over (at the end over the list itself) */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setDragging((now) => {
      if (!now) return now;
      const from = listOf(now, active.id);
      const to = listOf(now, over.id);
      if (!from || !to || from === to) return now;
      const into = now[to]!.filter((id) => id !== String(active.id));
      const at = over.id === to ? into.length : Math.max(0, into.indexOf(String(over.id)));
      into.splice(at, 0, String(active.id));
      return { ...now, [from]: now[from]!.filter((id) => id !== String(active.id)), [to]: into };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const now = current.current;
    setDragging(null);
    const listId = listOf(now, active.id);
    if (!over || !listId || !start.current) return;
    let cards = now[listId]!;
    const overIndex = cards.indexOf(String(over.id));
    if (overIndex >= 0) cards = arrayMove(cards, cards.indexOf(String(active.id)), overIndex);
    const position = cards.indexOf(String(active.id));
    if (listId === start.current.listId && position === start.current.index) return;
    onMove({ cardId: String(active.id), listId, position });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.announce.picked', place(active.id)),
    onDragOver: ({ active }) => t('kanban.announce.over', place(active.id)),
    onDragEnd: ({ active }) => t('kanban.announce.dropped', place(active.id)),
    onDragCancel: ({ active }) => t('kanban.announce.cancelled', { card: cardName(active.id) }),
  };

  return {
    layout,
    sensors,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel: () => setDragging(null) },
    accessibility: { announcements, screenReaderInstructions: { draggable: t('kanban.announce.instructions') } },
  };
}
