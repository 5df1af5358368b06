import { sessionStore, type KanbanBoard, type StaffList } from '@frontdesk/shared';
import { aUser, chooseOption, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// /app/kanban: the business's board (issue 35 §3). Dragging by pointer and keyboard is walked in
// Chromium (e2e/tests/kanban.spec.ts): jsdom lays nothing out for a drag to measure.

const card = (cardId: string, listId: string, name: string, extra: Partial<KanbanBoard['board']['cards'][number]> = {}) => ({
  cardId,
  listId,
  name,
  due: null,
  memberIds: [],
  cover: null,
  checklists: [],
  comments: [],
  ...extra,
});

const board: KanbanBoard = {
  board: {
    boardId: 'b1',
    projectId: null,
    lists: [
      { listId: 'l1', name: 'To do', cardIds: ['c1', 'c2'] },
      { listId: 'l2', name: 'Done', cardIds: [] },
    ],
    cards: [
      card('c1', 'l1', 'Order shampoo', {
        due: '2031-03-04',
        memberIds: ['s1'],
        checklists: [{ checklistId: 'k1', name: 'Brands', checkItems: [{ checkItemId: 'i1', name: 'Acme', state: 'incomplete' }] }],
      }),
      card('c2', 'l1', 'Fix the dryer'),
    ],
  },
};
const staff: StaffList = {
  items: [{ id: 's1', name: 'Lu Stylist', color: '#1677ff', userId: null, serviceIds: [], hours: [], archived: false }],
  timeZone: 'UTC',
};
const empty: KanbanBoard = { board: { boardId: 'b1', projectId: null, lists: [], cards: [] } };

const user = () => userEvent.setup();
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});
beforeEach(() => sessionStore.signIn(aUser()));

describe('the kanban board', () => {
  it('shows the lists with their cards in order, and a card with its due day, checklist and member', async () => {
    serveApi({ 'GET /api/kanban/board': json(board), 'GET /api/staff': json(staff) });
    renderMicroAppAt(microApp, '/app/kanban');
    const todo = await screen.findByRole('region', { name: 'List To do' });
    const cards = within(todo).getAllByRole('listitem');
    expect(cards.map((item) => within(item).getByRole('button', { name: /^Move/ }).getAttribute('aria-label'))).toEqual([
      'Move Order shampoo',
      'Move Fix the dryer',
    ]);
    expect(within(cards[0]!).getByText('0 of 1 done')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Due/)).toBeInTheDocument();
    expect(await within(cards[0]!).findByLabelText('Members: Lu Stylist')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'List Done' })).getByText('0 cards')).toBeInTheDocument();
  });

  it("opens a card's details, ticks a check item and moves the card to another list's end", async () => {
    const api = serveApi({
      'GET /api/kanban/board': json(board),
      'GET /api/staff': json(staff),
      'POST /api/kanban/board/checkitems/update': json(board),
      'POST /api/kanban/board/cards/move': json(board),
    });
    renderMicroAppAt(microApp, '/app/kanban');
    await user().click(await screen.findByText('Order shampoo'));
    const drawer = await screen.findByRole('dialog');
    await user().click(within(drawer).getByRole('checkbox', { name: 'Acme' }));
    await waitFor(() => expect(api.callsTo('POST /api/kanban/board/checkitems/update')).toHaveLength(1));
    expect(api.callsTo('POST /api/kanban/board/checkitems/update')[0]?.body).toEqual({
      cardId: 'c1',
      checklistId: 'k1',
      checkItemId: 'i1',
      update: { state: 'complete' },
    });
    await chooseOption(within(drawer).getByRole('combobox', { name: 'Move to list' }), 'Done');
    await waitFor(() => expect(api.callsTo('POST /api/kanban/board/cards/move')[0]?.body).toEqual({ cardId: 'c1', listId: 'l2', position: 0 }));
  });

  it('says when the board has no lists, and adds the first by its name', async () => {
    const api = serveApi({ 'GET /api/kanban/board': json(empty), 'GET /api/staff': json(staff), 'POST /api/kanban/board/lists/new': json(board) });
    renderMicroAppAt(microApp, '/app/kanban');
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Add a list' }));
    await user().type(screen.getByRole('textbox', { name: 'Name of the list' }), ' To do {Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/kanban/board/lists/new')[0]?.body).toEqual({ name: 'To do' }));
    expect(await screen.findByRole('region', { name: 'List To do' })).toBeInTheDocument();
  });
});
