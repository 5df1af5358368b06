import { sql } from 'kysely';
import { intArray, uuidArray } from '../../db/arrays';
import { personName } from '../../db/names';
import type { Tenant } from '../../db/tenant';
import type { KanbanCardPatch, KanbanCheckItemState } from './schemas';

// The kanban boards of one business (migration 0038): every query goes through the tenant. A
// change of order first locks the board's row (the lock* reads), then renumbers the lists or the
// cards it touched in one statement.

/** A board as found: its id and its project (null: the business's own). */
export type BoardRef = { id: string; project_id: string | null };

export async function findBoard(tenant: Tenant, projectId: string | null): Promise<BoardRef | undefined> {
  const query = tenant.selectFrom('kanban_boards').select(['id', 'project_id']);
  return (projectId === null ? query.where('project_id', 'is', null) : query.where('project_id', '=', projectId)).executeTakeFirst();
}

/** The business's own board, made at its first sight (two first sights at once make one). */
export async function putBusinessBoard(tenant: Tenant): Promise<BoardRef> {
  await tenant
    .insertInto('kanban_boards', [{ project_id: null }])
    .onConflict((oc) => oc.column('business_id').where('project_id', 'is', null).doNothing())
    .execute();
  return (await findBoard(tenant, null))!;
}

export async function insertProjectBoard(tenant: Tenant, projectId: string) {
  await tenant.insertInto('kanban_boards', [{ project_id: projectId }]).execute();
}

/** Locks a board (its changes of order wait for each other); undefined when the business has no such board. */
export async function lockBoard(tenant: Tenant, boardId: string): Promise<BoardRef | undefined> {
  return tenant.selectFrom('kanban_boards').select(['id', 'project_id']).where('id', '=', boardId).forUpdate().executeTakeFirst();
}

/** The board of a list, locked; undefined when the business has no such list. */
export async function lockBoardOfList(tenant: Tenant, listId: string): Promise<BoardRef | undefined> {
  return tenant
    .selectFrom('kanban_boards')
    .innerJoin('kanban_lists', 'kanban_lists.board_id', 'kanban_boards.id')
    .select(['kanban_boards.id', 'kanban_boards.project_id'])
    .where('kanban_lists.id', '=', listId)
    .forUpdate('kanban_boards')
    .executeTakeFirst();
}

/** The board of a card and the card's list, the board locked; undefined when the business has no such card. */
export async function lockBoardOfCard(tenant: Tenant, cardId: string): Promise<(BoardRef & { list_id: string }) | undefined> {
  return tenant
    .selectFrom('kanban_boards')
    .innerJoin('kanban_cards', 'kanban_cards.board_id', 'kanban_boards.id')
    .select(['kanban_boards.id', 'kanban_boards.project_id', 'kanban_cards.list_id'])
    .where('kanban_cards.id', '=', cardId)
    .forUpdate('kanban_boards')
    .executeTakeFirst();
}

/** The board of a card's checklist (and of its check item when given); undefined when the three do not belong together. */
export async function boardOfChecklist(tenant: Tenant, cardId: string, checklistId: string, checkItemId?: string): Promise<BoardRef | undefined> {
  let query = tenant
    .selectFrom('kanban_checklists')
    .innerJoin('kanban_cards', 'kanban_cards.id', 'kanban_checklists.card_id')
    .innerJoin('kanban_boards', 'kanban_boards.id', 'kanban_cards.board_id')
    .select(['kanban_boards.id', 'kanban_boards.project_id'])
    .where('kanban_checklists.id', '=', checklistId)
    .where('kanban_checklists.card_id', '=', cardId);
  if (checkItemId !== undefined) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('kanban_check_items')
          .select('kanban_check_items.id')
          .where('kanban_check_items.id', '=', checkItemId)
          .whereRef('kanban_check_items.checklist_id', '=', 'kanban_checklists.id'),
      ),
    );
  }
  return query.executeTakeFirst();
}

export async function listIdsOf(tenant: Tenant, boardId: string) {
  const rows = await tenant.selectFrom('kanban_lists').select('id').where('board_id', '=', boardId).orderBy('position').execute();
  return rows.map((row) => row.id);
}

export async function cardIdsOf(tenant: Tenant, listId: string) {
  const rows = await tenant.selectFrom('kanban_cards').select('id').where('list_id', '=', listId).orderBy('position').execute();
  return rows.map((row) => row.id);
}

export async function insertList(tenant: Tenant, values: { board_id: string; name: string; position: number }) {
  await tenant.insertInto('kanban_lists', [values]).execute();
}

export async function renameList(tenant: Tenant, listId: string, name: string) {
  await tenant.updateTable('kanban_lists').set({ name }).where('id', '=', listId).execute();
}

export async function deleteList(tenant: Tenant, listId: string) {
  await tenant.deleteFrom('kanban_lists').where('id', '=', listId).execute();
}

export async function deleteCardsOf(tenant: Tenant, listId: string) {
  await tenant.deleteFrom('kanban_cards').where('list_id', '=', listId).execute();
}

/** Numbers the board's lists 0, 1, 2 … in the order given, in one statement. */
export async function renumberLists(tenant: Tenant, listIds: string[]) {
  if (listIds.length === 0) return;
  await sql`UPDATE kanban_lists SET position = o.ord - 1
    FROM unnest(${uuidArray(listIds)}) WITH ORDINALITY AS o(id, ord)
    WHERE kanban_lists.id = o.id AND kanban_lists.business_id = ${tenant.businessId}`.execute(tenant.db);
}

/** Puts each list's cards in it at 0, 1, 2 … in the order given, in one statement (a card may change list). */
export async function placeCards(tenant: Tenant, lists: { listId: string; cardIds: string[] }[]) {
  const cards = lists.flatMap(({ listId, cardIds }) => cardIds.map((cardId, position) => ({ cardId, listId, position })));
  if (cards.length === 0) return;
  await sql`UPDATE kanban_cards SET list_id = o.list_id, position = o.position
    FROM unnest(${uuidArray(cards.map((c) => c.cardId))}, ${uuidArray(cards.map((c) => c.listId))}, ${intArray(cards.map((c) => c.position))})
      AS o(id, list_id, position)
    WHERE kanban_cards.id = o.id AND kanban_cards.business_id = ${tenant.businessId}`.execute(tenant.db);
}

export async function insertCard(tenant: Tenant, values: { board_id: string; list_id: string; name: string; position: number }) {
  await tenant.insertInto('kanban_cards', [values]).execute();
}

export async function updateCard(tenant: Tenant, cardId: string, patch: KanbanCardPatch) {
  const set = {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.due !== undefined ? { due: patch.due } : {}),
    ...(patch.memberIds !== undefined ? { member_ids: uuidArray(patch.memberIds) } : {}),
    ...(patch.cover !== undefined ? { cover: patch.cover } : {}),
  };
  if (Object.keys(set).length) await tenant.updateTable('kanban_cards').set(set).where('id', '=', cardId).execute();
}

export async function deleteCard(tenant: Tenant, cardId: string) {
  await tenant.deleteFrom('kanban_cards').where('id', '=', cardId).execute();
}

export async function insertComment(tenant: Tenant, values: { card_id: string; user_id: string; message: string }) {
  await tenant.insertInto('kanban_comments', [values]).execute();
}

export async function insertChecklist(tenant: Tenant, values: { card_id: string; name: string }) {
  await tenant.insertInto('kanban_checklists', [values]).execute();
}

export async function renameChecklist(tenant: Tenant, checklistId: string, name: string) {
  await tenant.updateTable('kanban_checklists').set({ name }).where('id', '=', checklistId).execute();
}

export async function deleteChecklist(tenant: Tenant, checklistId: string) {
  await tenant.deleteFrom('kanban_checklists').where('id', '=', checklistId).execute();
}

export async function insertCheckItem(tenant: Tenant, values: { checklist_id: string; name: string }) {
  await tenant.insertInto('kanban_check_items', [values]).execute();
}

export async function updateCheckItem(tenant: Tenant, checkItemId: string, patch: { name?: string; state?: KanbanCheckItemState }) {
  if (patch.name === undefined && patch.state === undefined) return;
  await tenant.updateTable('kanban_check_items').set(patch).where('id', '=', checkItemId).execute();
}

export async function deleteCheckItem(tenant: Tenant, checkItemId: string) {
  await tenant.deleteFrom('kanban_check_items').where('id', '=', checkItemId).execute();
}

/** Everything a board shows, in order: its lists, its cards, their checklists with their items, their comments. */
export async function boardRows(tenant: Tenant, boardId: string) {
  const [lists, cards, checks, comments] = await Promise.all([
    tenant.selectFrom('kanban_lists').select(['id', 'name']).where('board_id', '=', boardId).orderBy('position').execute(),
    tenant
      .selectFrom('kanban_cards')
      .select(['id', 'list_id', 'name', 'due', 'member_ids', 'cover'])
      .where('board_id', '=', boardId)
      .orderBy('list_id')
      .orderBy('position')
      .execute(),
    tenant
      .selectFrom('kanban_checklists')
      .innerJoin('kanban_cards', 'kanban_cards.id', 'kanban_checklists.card_id')
      .leftJoin('kanban_check_items', 'kanban_check_items.checklist_id', 'kanban_checklists.id')
      .select([
        'kanban_checklists.id as checklist_id',
        'kanban_checklists.card_id',
        'kanban_checklists.name as checklist_name',
        'kanban_check_items.id as item_id',
        'kanban_check_items.name as item_name',
        'kanban_check_items.state',
      ])
      .where('kanban_cards.board_id', '=', boardId)
      .orderBy('kanban_checklists.created_at')
      .orderBy('kanban_checklists.id')
      .orderBy('kanban_check_items.created_at')
      .orderBy('kanban_check_items.id')
      .execute(),
    tenant
      .selectFrom('kanban_comments')
      .innerJoin('kanban_cards', 'kanban_cards.id', 'kanban_comments.card_id')
      .leftJoin('users', 'users.id', 'kanban_comments.user_id')
      .select([
        'kanban_comments.id',
        'kanban_comments.card_id',
        'kanban_comments.user_id',
        'kanban_comments.message',
        'kanban_comments.created_at',
        personName('users').as('user_name'),
      ])
      .where('kanban_cards.board_id', '=', boardId)
      .orderBy('kanban_comments.created_at')
      .orderBy('kanban_comments.id')
      .execute(),
  ]);
  return { lists, cards, checks, comments };
}
