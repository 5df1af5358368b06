import type { Tenant } from '../../db/tenant';
import { fieldError, isoDateTime } from '../../http/problem';
import { invalid, ok, refuse, type Refusal, type Result } from '../../http/result';
import { teamMembers } from '../staff/service';
import { boardChanged } from './live';
import {
  boardOfChecklist,
  boardRows,
  cardIdsOf,
  deleteCard,
  deleteCardsOf,
  deleteCheckItem,
  deleteChecklist,
  deleteList,
  findBoard,
  insertCard,
  insertCheckItem,
  insertChecklist,
  insertComment,
  insertList,
  listIdsOf,
  lockBoard,
  lockBoardOfCard,
  lockBoardOfList,
  placeCards,
  putBusinessBoard,
  renameChecklist,
  renameList,
  renumberLists,
  updateCard,
  updateCheckItem,
  type BoardRef,
} from './repo';
import type {
  KanbanCardRef,
  KanbanCardMove,
  KanbanCardUpdate,
  KanbanCheckItemRef,
  KanbanCheckItemUpdate,
  KanbanChecklistRef,
  KanbanChecklistUpdate,
  KanbanCommentInput,
  KanbanBoard,
  KanbanCard,
  KanbanCover,
  KanbanListRef,
  KanbanListUpdate,
  KanbanNewCard,
  KanbanNewCheckItem,
  KanbanNewChecklist,
  KanbanNewList,
} from './schemas';

// The rules of a kanban board (issue 35 §3, docs/decisions/0059). A list or card is addressed by
// its id alone: it names its board, which must be one of the caller's business (else 404, as any
// other business's row). Lists and cards keep a dense order; a change of order locks the board
// first, so two at once take turns and the later one applies to what the earlier left: every card
// once, in one order. Every write answers the board as it is after it, and announces the change.

const NO_SUCH_PROJECT = 'No such project';
const NO_SUCH_LIST = 'No such list';
const NO_SUCH_CARD = 'No such card';
const NO_SUCH_CHECKLIST = 'No such checklist on this card';
const NO_SUCH_CHECK_ITEM = 'No such check item on this checklist';

const trimmedName = (name: string, field = 'name') => {
  const trimmed = name.trim();
  return trimmed === '' ? invalid({ [field]: fieldError('required', 'Give it a name') }) : ok(trimmed);
};

/** The board's rows as the API answers them. */
export async function boardOf(tenant: Tenant, board: BoardRef): Promise<KanbanBoard> {
  const { lists, cards, checks, comments } = await boardRows(tenant, board.id);
  const byCard = new Map<string, KanbanCard>();
  const cardIds = new Map<string, string[]>(lists.map((list) => [list.id, []]));
  for (const row of cards) {
    byCard.set(row.id, {
      cardId: row.id,
      listId: row.list_id,
      name: row.name,
      due: row.due,
      memberIds: row.member_ids,
      cover: row.cover as KanbanCover | null,
      checklists: [],
      comments: [],
    });
    cardIds.get(row.list_id)?.push(row.id);
  }
  for (const row of checks) {
    const card = byCard.get(row.card_id);
    if (!card) continue;
    let checklist = card.checklists.at(-1);
    if (checklist?.checklistId !== row.checklist_id) {
      checklist = { checklistId: row.checklist_id, name: row.checklist_name, checkItems: [] };
      card.checklists.push(checklist);
    }
    if (row.item_id !== null) checklist.checkItems.push({ checkItemId: row.item_id, name: row.item_name ?? '', state: row.state ?? 'incomplete' });
  }
  for (const row of comments) {
    byCard.get(row.card_id)?.comments.push({
      commentId: row.id,
      cardId: row.card_id,
      userId: row.user_id,
      userName: row.user_name,
      message: row.message,
      createdAt: isoDateTime(row.created_at),
    });
  }
  return {
    board: {
      boardId: board.id,
      projectId: board.project_id,
      lists: lists.map((list) => ({ listId: list.id, name: list.name, cardIds: cardIds.get(list.id) ?? [] })),
      // in the lists' order, each list's cards in theirs
      cards: lists.flatMap((list) => (cardIds.get(list.id) ?? []).map((id) => byCard.get(id)!)),
    },
  };
}

/** The board a read asks for: a project's (404 for no such project of the business), else the business's own. */
export async function findBoardFor(tenant: Tenant, projectId: string | undefined): Promise<Result<BoardRef | null>> {
  const board = await findBoard(tenant, projectId ?? null);
  if (board) return ok(board);
  // a project's board is made with the project: none means no such project
  return projectId === undefined ? ok(null) : refuse('not_found', NO_SUCH_PROJECT);
}

/** The business's own board, made at its first sight. */
export async function businessBoard(tenant: Tenant): Promise<KanbanBoard> {
  return boardOf(tenant, await putBusinessBoard(tenant));
}

/** After a write: the change announced, the board answered. */
async function changed(tenant: Tenant, board: BoardRef): Promise<Result<KanbanBoard>> {
  await boardChanged(tenant, { boardId: board.id, projectId: board.project_id });
  return ok(await boardOf(tenant, board));
}

export async function newList(tenant: Tenant, input: KanbanNewList): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.name);
  if (!name.ok) return name;
  const found = input.projectId === undefined ? await putBusinessBoard(tenant) : await findBoard(tenant, input.projectId);
  // locked: a list goes at the end of what the lock lets it see
  const board = found && (await lockBoard(tenant, found.id));
  if (!board) return refuse('not_found', NO_SUCH_PROJECT);
  const lists = await listIdsOf(tenant, board.id);
  await insertList(tenant, { board_id: board.id, name: name.value, position: lists.length });
  return changed(tenant, board);
}

export async function updateList(tenant: Tenant, input: KanbanListUpdate): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.update.name, 'update.name');
  if (!name.ok) return name;
  const board = await lockBoardOfList(tenant, input.listId);
  if (!board) return refuse('not_found', NO_SUCH_LIST);
  await renameList(tenant, input.listId, name.value);
  return changed(tenant, board);
}

export async function clearList(tenant: Tenant, input: KanbanListRef): Promise<Result<KanbanBoard>> {
  const board = await lockBoardOfList(tenant, input.listId);
  if (!board) return refuse('not_found', NO_SUCH_LIST);
  await deleteCardsOf(tenant, input.listId);
  return changed(tenant, board);
}

export async function removeList(tenant: Tenant, input: KanbanListRef): Promise<Result<KanbanBoard>> {
  const board = await lockBoardOfList(tenant, input.listId);
  if (!board) return refuse('not_found', NO_SUCH_LIST);
  await deleteList(tenant, input.listId);
  await renumberLists(tenant, await listIdsOf(tenant, board.id));
  return changed(tenant, board);
}

export async function newCard(tenant: Tenant, input: KanbanNewCard): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.name);
  if (!name.ok) return name;
  const board = await lockBoardOfList(tenant, input.listId);
  if (!board) return refuse('not_found', NO_SUCH_LIST);
  const cards = await cardIdsOf(tenant, input.listId);
  await insertCard(tenant, { board_id: board.id, list_id: input.listId, name: name.value, position: cards.length });
  return changed(tenant, board);
}

export async function updateCardOf(tenant: Tenant, input: KanbanCardUpdate): Promise<Result<KanbanBoard>> {
  const { update } = input;
  const name = update.name === undefined ? undefined : trimmedName(update.name, 'update.name');
  if (name && !name.ok) return name;
  const members = update.memberIds === undefined ? undefined : await teamMembers(tenant, update.memberIds, 'update.memberIds');
  if (members && !members.ok) return members;
  const board = await lockBoardOfCard(tenant, input.cardId);
  if (!board) return refuse('not_found', NO_SUCH_CARD);
  await updateCard(tenant, input.cardId, { ...update, ...(name ? { name: name.value } : {}), ...(members ? { memberIds: members.value } : {}) });
  return changed(tenant, board);
}

/**
 * A card to its place: `position` in the list it goes to, counted without the card itself (0 the
 * top, the list's length its end); past the end is refused. Both lists are renumbered at once.
 */
export async function moveCard(tenant: Tenant, input: KanbanCardMove): Promise<Result<KanbanBoard>> {
  const board = await lockBoardOfCard(tenant, input.cardId);
  if (!board) return refuse('not_found', NO_SUCH_CARD);
  const target = await lockBoardOfList(tenant, input.listId);
  if (target?.id !== board.id) return refuse('not_found', "No such list on this card's board");
  const from = board.list_id;
  const source = (await cardIdsOf(tenant, from)).filter((id) => id !== input.cardId);
  const into = from === input.listId ? source : await cardIdsOf(tenant, input.listId);
  if (input.position > into.length) {
    return invalid({
      position: fieldError('too_large', `The list has ${into.length} other cards: a position from 0 to ${into.length}`, { limit: into.length }),
    });
  }
  into.splice(input.position, 0, input.cardId);
  await placeCards(
    tenant,
    from === input.listId
      ? [{ listId: from, cardIds: into }]
      : [
          { listId: from, cardIds: source },
          { listId: input.listId, cardIds: into },
        ],
  );
  return changed(tenant, board);
}

export async function removeCard(tenant: Tenant, input: KanbanCardRef): Promise<Result<KanbanBoard>> {
  const board = await lockBoardOfCard(tenant, input.cardId);
  if (!board) return refuse('not_found', NO_SUCH_CARD);
  await deleteCard(tenant, input.cardId);
  await placeCards(tenant, [{ listId: board.list_id, cardIds: await cardIdsOf(tenant, board.list_id) }]);
  return changed(tenant, board);
}

/** A comment is written as oneself: `userId` is the caller's own (docs/decisions/0059). */
export async function commentOn(tenant: Tenant, callerId: string, input: KanbanCommentInput): Promise<Result<KanbanBoard>> {
  if (input.userId !== callerId) return invalid({ userId: fieldError('not_allowed', 'A comment is written as yourself: send your own user id') });
  const message = input.message.trim();
  if (message === '') return invalid({ message: fieldError('required', 'Write a comment') });
  const board = await lockBoardOfCard(tenant, input.cardId);
  if (!board) return refuse('not_found', NO_SUCH_CARD);
  await insertComment(tenant, { card_id: input.cardId, user_id: callerId, message });
  return changed(tenant, board);
}

export async function newChecklist(tenant: Tenant, input: KanbanNewChecklist): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.name);
  if (!name.ok) return name;
  const board = await lockBoardOfCard(tenant, input.cardId);
  if (!board) return refuse('not_found', NO_SUCH_CARD);
  await insertChecklist(tenant, { card_id: input.cardId, name: name.value });
  return changed(tenant, board);
}

/** The board of a card's checklist (and item), or the refusal that says which id is not the business's. */
async function checklistBoard(tenant: Tenant, input: { cardId: string; checklistId: string; checkItemId?: string }): Promise<BoardRef | Refusal> {
  const board = await boardOfChecklist(tenant, input.cardId, input.checklistId, input.checkItemId);
  if (board) return board;
  if (input.checkItemId !== undefined && (await boardOfChecklist(tenant, input.cardId, input.checklistId))) return refuse('not_found', NO_SUCH_CHECK_ITEM);
  return refuse('not_found', NO_SUCH_CHECKLIST);
}
const refused = (found: BoardRef | Refusal): found is Refusal => 'ok' in found;

export async function updateChecklist(tenant: Tenant, input: KanbanChecklistUpdate): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.update.name, 'update.name');
  if (!name.ok) return name;
  const board = await checklistBoard(tenant, input);
  if (refused(board)) return board;
  await renameChecklist(tenant, input.checklistId, name.value);
  return changed(tenant, board);
}

export async function removeChecklist(tenant: Tenant, input: KanbanChecklistRef): Promise<Result<KanbanBoard>> {
  const board = await checklistBoard(tenant, input);
  if (refused(board)) return board;
  await deleteChecklist(tenant, input.checklistId);
  return changed(tenant, board);
}

export async function newCheckItem(tenant: Tenant, input: KanbanNewCheckItem): Promise<Result<KanbanBoard>> {
  const name = trimmedName(input.name);
  if (!name.ok) return name;
  const board = await checklistBoard(tenant, input);
  if (refused(board)) return board;
  await insertCheckItem(tenant, { checklist_id: input.checklistId, name: name.value });
  return changed(tenant, board);
}

export async function updateCheckItemOf(tenant: Tenant, input: KanbanCheckItemUpdate): Promise<Result<KanbanBoard>> {
  const name = input.update.name === undefined ? undefined : trimmedName(input.update.name, 'update.name');
  if (name && !name.ok) return name;
  const board = await checklistBoard(tenant, input);
  if (refused(board)) return board;
  await updateCheckItem(tenant, input.checkItemId, { ...input.update, ...(name ? { name: name.value } : {}) });
  return changed(tenant, board);
}

export async function removeCheckItem(tenant: Tenant, input: KanbanCheckItemRef): Promise<Result<KanbanBoard>> {
  const board = await checklistBoard(tenant, input);
  if (refused(board)) return board;
  await deleteCheckItem(tenant, input.checkItemId);
  return changed(tenant, board);
}
