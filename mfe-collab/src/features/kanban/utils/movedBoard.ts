import type { KanbanBoard } from '@frontdesk/shared';

/**
 * The board with a card moved to `position` of a list, counted without the card (as the API
 * does it): what the screen shows while the move is on its way. The API's answer then replaces it.
 */
export function movedBoard({ board }: KanbanBoard, move: { cardId: string; listId: string; position: number }): KanbanBoard {
  const lists = board.lists.map((list) => ({ ...list, cardIds: list.cardIds.filter((id) => id !== move.cardId) }));
  const target = lists.find((list) => list.listId === move.listId);
  target?.cardIds.splice(Math.min(move.position, target.cardIds.length), 0, move.cardId);
  const cards = board.cards.map((card) => (card.cardId === move.cardId ? { ...card, listId: move.listId } : card));
  return { board: { ...board, lists, cards } };
}
