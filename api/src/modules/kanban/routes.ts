import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { Tenant } from '../../db/tenant';
import { problems } from '../../http/responses';
import { sendResult, type Result } from '../../http/result';
import {
  KanbanCardRef,
  KanbanCardMove,
  KanbanCardUpdate,
  KanbanCheckItemRef,
  KanbanCheckItemUpdate,
  KanbanChecklistRef,
  KanbanChecklistUpdate,
  KanbanCommentInput,
  KanbanBoard,
  KanbanBoardQuery,
  KanbanListRef,
  KanbanListUpdate,
  KanbanNewCard,
  KanbanNewCheckItem,
  KanbanNewChecklist,
  KanbanNewList,
} from './schemas';
import {
  boardOf,
  businessBoard,
  clearList,
  commentOn,
  findBoardFor,
  moveCard,
  newCard,
  newCheckItem,
  newChecklist,
  newList,
  removeCard,
  removeCheckItem,
  removeChecklist,
  removeList,
  updateCardOf,
  updateCheckItemOf,
  updateChecklist,
  updateList,
} from './service';

/** One write of spec §7: its path under /api/kanban/board, its body, what it does, and the service that does it. */
type Write = {
  path: string;
  body: TSchema;
  summary: string;
  operationId: string;
  description: string;
  run: (tenant: Tenant, input: never, callerId: string) => Promise<Result<KanbanBoard>>;
};

const writes: Write[] = [
  {
    path: 'lists/new',
    body: KanbanNewList,
    summary: 'Add a list',
    operationId: 'createKanbanList',
    description: "At the end of the business's board, or of the project's (projectId).",
    run: newList,
  },
  { path: 'list/update', body: KanbanListUpdate, summary: 'Rename a list', operationId: 'updateKanbanList', description: 'update: { name }.', run: updateList },
  {
    path: 'lists/clear',
    body: KanbanListRef,
    summary: "Remove a list's cards",
    operationId: 'clearKanbanList',
    description: 'The list stays, empty.',
    run: clearList,
  },
  {
    path: 'lists/remove',
    body: KanbanListRef,
    summary: 'Remove a list',
    operationId: 'removeKanbanList',
    description: 'With its cards; the lists after it move up.',
    run: removeList,
  },
  { path: 'cards/new', body: KanbanNewCard, summary: 'Add a card', operationId: 'createKanbanCard', description: 'At the end of the list.', run: newCard },
  {
    path: 'cards/update',
    body: KanbanCardUpdate,
    summary: 'Change a card',
    operationId: 'updateKanbanCard',
    description: 'update: any of name, due (a day or null), memberIds (staff members of the business), cover (a colour or null).',
    run: updateCardOf,
  },
  {
    path: 'cards/move',
    body: KanbanCardMove,
    summary: 'Move a card',
    operationId: 'moveKanbanCard',
    description:
      "To position (0 the top) of listId, a list of the card's board, counted without the card; past the list's end is refused (400, position). Moves at once take turns: every card stays once, in one order.",
    run: moveCard,
  },
  {
    path: 'cards/remove',
    body: KanbanCardRef,
    summary: 'Remove a card',
    operationId: 'removeKanbanCard',
    description: 'The cards after it move up.',
    run: removeCard,
  },
  {
    path: 'cards/comments',
    body: KanbanCommentInput,
    summary: 'Comment on a card',
    operationId: 'commentKanbanCard',
    description: "userId is the signed-in user's own id (400 otherwise): a comment is written as oneself.",
    run: (tenant, input, callerId) => commentOn(tenant, callerId, input),
  },
  {
    path: 'checklists/new',
    body: KanbanNewChecklist,
    summary: 'Add a checklist to a card',
    operationId: 'createKanbanChecklist',
    description: 'After its others.',
    run: newChecklist,
  },
  {
    path: 'checklists/update',
    body: KanbanChecklistUpdate,
    summary: 'Rename a checklist',
    operationId: 'updateKanbanChecklist',
    description: 'update: { name }.',
    run: updateChecklist,
  },
  {
    path: 'checklists/remove',
    body: KanbanChecklistRef,
    summary: 'Remove a checklist',
    operationId: 'removeKanbanChecklist',
    description: 'With its check items.',
    run: removeChecklist,
  },
  {
    path: 'checkitems/new',
    body: KanbanNewCheckItem,
    summary: 'Add a check item',
    operationId: 'createKanbanCheckItem',
    description: 'Incomplete, after the checklist’s others.',
    run: newCheckItem,
  },
  {
    path: 'checkitems/update',
    body: KanbanCheckItemUpdate,
    summary: 'Change a check item',
    operationId: 'updateKanbanCheckItem',
    description: 'update: any of name, state (complete or incomplete).',
    run: updateCheckItemOf,
  },
  {
    path: 'checkitems/remove',
    body: KanbanCheckItemRef,
    summary: 'Remove a check item',
    operationId: 'removeKanbanCheckItem',
    description: 'From its checklist.',
    run: removeCheckItem,
  },
];

/**
 * The kanban board (issue 35 §3, spec §7): the business's own and each project's. Behind
 * requireSession, scoped to the business; every signed-in user of it plans on it. A list, card,
 * checklist or item of another business is not found (404). Every write answers the board after it.
 */
export const kanbanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['Kanban'];

  app.get(
    '/api/kanban/board',
    {
      schema: {
        summary: 'Get the board',
        description: "The business's board (made at its first sight), or a project's (projectId): its lists in order, their cards in order.",
        tags,
        operationId: 'getKanbanBoard',
        querystring: KanbanBoardQuery,
        response: { 200: KanbanBoard, ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const found = await findBoardFor(req.tenant, req.query.projectId);
      if (!found.ok) return sendResult(reply, found);
      return sendResult(reply, { ok: true, value: found.value ? await boardOf(req.tenant, found.value) : await req.unitOfWork(businessBoard) });
    },
  );

  for (const write of writes) {
    app.post(
      `/api/kanban/board/${write.path}`,
      {
        schema: {
          summary: write.summary,
          description: `${write.description} Answers the board after it.`,
          tags,
          operationId: write.operationId,
          body: write.body,
          response: { 200: KanbanBoard, ...problems(400, 404) },
        },
      },
      async (req, reply) => sendResult(reply, await req.unitOfWork((tenant) => write.run(tenant, req.body as never, req.signedIn!.user.id))),
    );
  }
};
