import {
  api,
  queryOptions,
  type KanbanBoard,
  type KanbanCardMove,
  type KanbanCardPatch,
  type KanbanCardRef,
  type KanbanCheckItemRef,
  type KanbanCheckItemUpdate,
  type KanbanChecklistRef,
  type KanbanChecklistUpdate,
  type KanbanCommentInput,
  type KanbanListRef,
  type KanbanListUpdate,
  type KanbanNewCard,
  type KanbanNewCheckItem,
  type KanbanNewChecklist,
  type KanbanNewList,
} from '@frontdesk/shared';

// The kanban board's calls (spec §7). Each write answers the board after it, which the board's
// query then shows (useBoardAction): the order on screen is the server's.

/** the board's query key: the business's own board, or a project's (under ['kanban'], the live feed's root) */
export const boardKey = (projectId?: string) => ['kanban', 'board', projectId ?? 'business'] as const;

/** GET /api/kanban/board[?projectId=] */
export const boardQuery = (projectId?: string) =>
  queryOptions({
    queryKey: boardKey(projectId),
    queryFn: ({ signal }) => api.get('api/kanban/board', { searchParams: projectId ? { projectId } : {}, signal }).json<KanbanBoard>(),
  });

/** Every write of spec §7, by its path under /api/kanban/board, with its body. */
export type KanbanWrites = {
  'lists/new': KanbanNewList;
  'list/update': KanbanListUpdate;
  'lists/clear': KanbanListRef;
  'lists/remove': KanbanListRef;
  'cards/new': KanbanNewCard;
  'cards/update': { cardId: string; update: KanbanCardPatch };
  'cards/move': KanbanCardMove;
  'cards/remove': KanbanCardRef;
  'cards/comments': KanbanCommentInput;
  'checklists/new': KanbanNewChecklist;
  'checklists/update': KanbanChecklistUpdate;
  'checklists/remove': KanbanChecklistRef;
  'checkitems/new': KanbanNewCheckItem;
  'checkitems/update': KanbanCheckItemUpdate;
  'checkitems/remove': KanbanCheckItemRef;
};
export type KanbanWrite = { [Path in keyof KanbanWrites]: { path: Path; body: KanbanWrites[Path] } }[keyof KanbanWrites];

/** POST /api/kanban/board/{path} → the board after it. */
export const writeBoard = ({ path, body }: KanbanWrite) => api.post(`api/kanban/board/${path}`, { json: body }).json<KanbanBoard>();
