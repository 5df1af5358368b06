import { Type, type Static, type TProperties } from '@sinclair/typebox';

// Issue 35 §3: the kanban board the staff of a business plan work on (spec §3, §4, §7;
// docs/decisions/0059). A board has lists in order, each with its cards in order; a card has a
// name, a due day, staff members, a cover colour, checklists of check items and comments. The
// business has a board of its own; each project has one (GET /api/kanban/board?projectId=). Every
// write answers the board as it is after it, so a client draws the order the server keeps.

const Id = Type.String({ format: 'uuid' });
const Name = (maxLength: number) => Type.String({ minLength: 1, maxLength });

/** a card's cover: one of the board's colours */
export const KANBAN_COVERS = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'gray'] as const;
export const KanbanCover = Type.Union(KANBAN_COVERS.map((cover) => Type.Literal(cover)));
export type KanbanCover = Static<typeof KanbanCover>;

export const KANBAN_CHECK_ITEM_STATES = ['complete', 'incomplete'] as const;
export const KanbanCheckItemState = Type.Union(KANBAN_CHECK_ITEM_STATES.map((state) => Type.Literal(state)));
export type KanbanCheckItemState = Static<typeof KanbanCheckItemState>;

export const KanbanCheckItem = Type.Object({ checkItemId: Type.String(), name: Type.String(), state: KanbanCheckItemState });
export type KanbanCheckItem = Static<typeof KanbanCheckItem>;
export const KanbanChecklist = Type.Object({ checklistId: Type.String(), name: Type.String(), checkItems: Type.Array(KanbanCheckItem) });
export type KanbanChecklist = Static<typeof KanbanChecklist>;
export const KanbanComment = Type.Object({
  commentId: Type.String(),
  cardId: Type.String(),
  /** the login that wrote it (null once that login is gone) */
  userId: Type.Union([Type.String(), Type.Null()]),
  /** its author's name as the board shows it */
  userName: Type.String(),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type KanbanComment = Static<typeof KanbanComment>;

export const KanbanCard = Type.Object({
  cardId: Type.String(),
  listId: Type.String(),
  name: Type.String(),
  /** a day, YYYY-MM-DD */
  due: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  /** staff members (GET /api/staff) */
  memberIds: Type.Array(Type.String()),
  cover: Type.Union([KanbanCover, Type.Null()]),
  checklists: Type.Array(KanbanChecklist),
  /** oldest first */
  comments: Type.Array(KanbanComment),
});
export type KanbanCard = Static<typeof KanbanCard>;

export const KanbanList = Type.Object({
  listId: Type.String(),
  name: Type.String(),
  /** the list's cards in order (each one in `cards`) */
  cardIds: Type.Array(Type.String()),
});
export type KanbanList = Static<typeof KanbanList>;

export const KanbanBoard = Type.Object({
  board: Type.Object({
    boardId: Type.String(),
    /** the project whose board it is; null: the business's own */
    projectId: Type.Union([Type.String(), Type.Null()]),
    /** in order */
    lists: Type.Array(KanbanList),
    cards: Type.Array(KanbanCard),
  }),
});
export type KanbanBoard = Static<typeof KanbanBoard>;

/** GET /api/kanban/board: the business's board, or a project's */
export const KanbanBoardQuery = Type.Object({ projectId: Type.Optional(Id) }, { additionalProperties: false });
export type KanbanBoardQuery = Static<typeof KanbanBoardQuery>;

const body = <T extends TProperties>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** POST /api/kanban/board/lists/new: a list at the end of the business's board, or of a project's */
export const KanbanNewList = body({ name: Name(120), projectId: Type.Optional(Id) });
export type KanbanNewList = Static<typeof KanbanNewList>;
export const KanbanListUpdate = body({ listId: Id, update: body({ name: Name(120) }) });
export type KanbanListUpdate = Static<typeof KanbanListUpdate>;
export const KanbanListRef = body({ listId: Id });
export type KanbanListRef = Static<typeof KanbanListRef>;

export const KanbanNewCard = body({ listId: Id, name: Name(200) });
export type KanbanNewCard = Static<typeof KanbanNewCard>;
export const KanbanCardPatch = body({
  name: Type.Optional(Name(200)),
  due: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  memberIds: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  cover: Type.Optional(Type.Union([KanbanCover, Type.Null()])),
});
export type KanbanCardPatch = Static<typeof KanbanCardPatch>;
export const KanbanCardUpdate = body({ cardId: Id, update: KanbanCardPatch });
export type KanbanCardUpdate = Static<typeof KanbanCardUpdate>;
/** `position`: the card's index in the list it goes to, as the mover saw it (0 is the top) */
export const KanbanCardMove = body({ cardId: Id, position: Type.Integer({ minimum: 0, maximum: 10_000 }), listId: Id });
export type KanbanCardMove = Static<typeof KanbanCardMove>;
export const KanbanCardRef = body({ cardId: Id });
export type KanbanCardRef = Static<typeof KanbanCardRef>;
/** `userId`: the signed-in user's own id (a comment is written as oneself) */
export const KanbanCommentInput = body({ userId: Id, cardId: Id, message: Type.String({ minLength: 1, maxLength: 2000 }) });
export type KanbanCommentInput = Static<typeof KanbanCommentInput>;

export const KanbanNewChecklist = body({ cardId: Id, name: Name(120) });
export type KanbanNewChecklist = Static<typeof KanbanNewChecklist>;
export const KanbanChecklistUpdate = body({ cardId: Id, checklistId: Id, update: body({ name: Name(120) }) });
export type KanbanChecklistUpdate = Static<typeof KanbanChecklistUpdate>;
export const KanbanChecklistRef = body({ cardId: Id, checklistId: Id });
export type KanbanChecklistRef = Static<typeof KanbanChecklistRef>;

export const KanbanNewCheckItem = body({ cardId: Id, checklistId: Id, name: Name(200) });
export type KanbanNewCheckItem = Static<typeof KanbanNewCheckItem>;
export const KanbanCheckItemUpdate = body({
  cardId: Id,
  checklistId: Id,
  checkItemId: Id,
  update: body({ name: Type.Optional(Name(200)), state: Type.Optional(KanbanCheckItemState) }),
});
export type KanbanCheckItemUpdate = Static<typeof KanbanCheckItemUpdate>;
export const KanbanCheckItemRef = body({ cardId: Id, checklistId: Id, checkItemId: Id });
export type KanbanCheckItemRef = Static<typeof KanbanCheckItemRef>;

/** One change of a board, as GET /api/events streams it (`event: kanban`): the board that changed. */
export const KanbanLiveEvent = Type.Object({ boardId: Type.String(), projectId: Type.Union([Type.String(), Type.Null()]) });
export type KanbanLiveEvent = Static<typeof KanbanLiveEvent>;
