import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { followStream, listeningPort } from '../../testing/eventStream';
import { databaseKind, signInStaff, signUp, startApi, type Browser, type SignedUp, type TestApi } from '../../testing/harness';
import type { Project } from '../projects/schemas';
import type { KanbanBoard } from './schemas';

// Issue 35 §3: the kanban board of spec §7, per business and per project. Every call answers the
// board after it; another business's ids are not found; a bad id or position changes nothing; two
// moves at once leave every card once, in the order of one of their two turns.

type Board = KanbanBoard['board'];
type Problem = { status: number; code: string; detail: string; errors?: Record<string, { code: string }> };

describe(`kanban board (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let staff: Browser;
  let staffMemberId: string;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Board Shop');
    other = await signUp(api, 'Other Board');
    staff = await signInStaff(api, shop.businessId);
    const member = await api.db
      .insertInto('staff_members')
      .values({ business_id: shop.businessId, name: 'Lu', color: '#1677ff' })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffMemberId = member.id;
  });
  after(() => api.close());

  async function call(b: Browser, path: string, payload: object): Promise<Board> {
    const res = await b.post(`/api/kanban/board/${path}`, { payload });
    assert.equal(res.statusCode, 200, `${path}: ${res.body}`);
    return (res.json() as KanbanBoard).board;
  }
  async function refused(b: Browser, path: string, payload: object, status: number): Promise<Problem> {
    const res = await b.post(`/api/kanban/board/${path}`, { payload });
    assert.equal(res.statusCode, status, `${path}: ${res.body}`);
    return res.json() as Problem;
  }
  const boardOf = async (b: Browser, query = '') => {
    const res = await b.get(`/api/kanban/board${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as KanbanBoard).board;
  };
  /** the board's lists as names of cards, in order */
  const layout = (board: Board) => board.lists.map((list) => list.cardIds.map((id) => board.cards.find((c) => c.cardId === id)!.name));
  const listNamed = (board: Board, name: string) => board.lists.find((l) => l.name === name)!.listId;
  const cardNamed = (board: Board, name: string) => board.cards.find((c) => c.name === name)!.cardId;

  /** a new project's board with lists of cards named as given */
  async function projectBoard(lists: Record<string, string[]>): Promise<{ projectId: string; board: Board }> {
    const res = await shop.b.post('/api/projects', { payload: { name: `Board ${Math.random()}` } });
    assert.equal(res.statusCode, 201, res.body);
    const projectId = (res.json() as Project).id;
    let board: Board | undefined;
    for (const [name, cards] of Object.entries(lists)) {
      board = await call(shop.b, 'lists/new', { name, projectId });
      for (const card of cards) board = await call(shop.b, 'cards/new', { listId: listNamed(board, name), name: card });
    }
    return { projectId, board: board ?? (await boardOf(shop.b, `?projectId=${projectId}`)) };
  }

  it("shows the business's own board, empty at first, and builds it with the spec's calls", async () => {
    const empty = await boardOf(shop.b);
    assert.equal(empty.projectId, null);
    assert.deepEqual(empty.lists, []);
    await call(shop.b, 'lists/new', { name: ' To do ' });
    let board = await call(shop.b, 'lists/new', { name: 'Done' });
    assert.deepEqual(
      board.lists.map((l) => l.name),
      ['To do', 'Done'],
    );
    const todo = listNamed(board, 'To do');
    board = await call(staff, 'cards/new', { listId: todo, name: 'Order shampoo' });
    const cardId = cardNamed(board, 'Order shampoo');
    board = await call(shop.b, 'cards/update', { cardId, update: { due: '2031-03-04', memberIds: [staffMemberId, staffMemberId], cover: 'teal' } });
    assert.deepEqual(board.cards[0], {
      cardId,
      listId: todo,
      name: 'Order shampoo',
      due: '2031-03-04',
      memberIds: [staffMemberId],
      cover: 'teal',
      checklists: [],
      comments: [],
    });
    board = await call(shop.b, 'checklists/new', { cardId, name: 'Brands' });
    const checklistId = board.cards[0]!.checklists[0]!.checklistId;
    await call(shop.b, 'checklists/update', { cardId, checklistId, update: { name: 'Suppliers' } });
    await call(shop.b, 'checkitems/new', { cardId, checklistId, name: 'Acme' });
    board = await call(shop.b, 'checkitems/new', { cardId, checklistId, name: 'Globex' });
    const [acme, globex] = board.cards[0]!.checklists[0]!.checkItems;
    board = await call(shop.b, 'checkitems/update', { cardId, checklistId, checkItemId: acme!.checkItemId, update: { state: 'complete' } });
    assert.deepEqual(board.cards[0]!.checklists, [
      {
        checklistId,
        name: 'Suppliers',
        checkItems: [
          { checkItemId: acme!.checkItemId, name: 'Acme', state: 'complete' },
          { checkItemId: globex!.checkItemId, name: 'Globex', state: 'incomplete' },
        ],
      },
    ]);
    board = await call(shop.b, 'checkitems/remove', { cardId, checklistId, checkItemId: globex!.checkItemId });
    assert.equal(board.cards[0]!.checklists[0]!.checkItems.length, 1);

    const me = ((await staff.get('/api/user_info')).json() as { id: string }).id;
    board = await call(staff, 'cards/comments', { userId: me, cardId, message: ' Ordered on Monday ' });
    const comment = board.cards[0]!.comments[0]!;
    assert.equal(comment.userId, me);
    assert.equal(comment.userName, 'Sol Staff');
    assert.equal(comment.message, 'Ordered on Monday');

    board = await call(shop.b, 'list/update', { listId: todo, update: { name: 'Next' } });
    board = await call(shop.b, 'cards/move', { cardId, listId: listNamed(board, 'Done'), position: 0 });
    assert.deepEqual(layout(board), [[], ['Order shampoo']]);
    board = await call(shop.b, 'checklists/remove', { cardId, checklistId });
    assert.deepEqual(board.cards[0]!.checklists, []);
    assert.deepEqual(await boardOf(staff), board, 'the reload shows what the write answered');
  });

  it('moves within a list and between lists, keeping each list numbered from the top', async () => {
    const { board } = await projectBoard({ A: ['a1', 'a2', 'a3'], B: ['b1'] });
    let after = await call(shop.b, 'cards/move', { cardId: cardNamed(board, 'a1'), listId: listNamed(board, 'A'), position: 2 });
    assert.deepEqual(layout(after), [['a2', 'a3', 'a1'], ['b1']]);
    after = await call(shop.b, 'cards/move', { cardId: cardNamed(board, 'a3'), listId: listNamed(board, 'B'), position: 1 });
    assert.deepEqual(layout(after), [
      ['a2', 'a1'],
      ['b1', 'a3'],
    ]);
    after = await call(shop.b, 'cards/remove', { cardId: cardNamed(board, 'a2') });
    assert.deepEqual(layout(after), [['a1'], ['b1', 'a3']]);
    after = await call(shop.b, 'cards/new', { listId: listNamed(board, 'A'), name: 'a4' });
    assert.deepEqual(layout(after), [
      ['a1', 'a4'],
      ['b1', 'a3'],
    ]);
    after = await call(shop.b, 'lists/clear', { listId: listNamed(board, 'B') });
    assert.deepEqual(layout(after), [['a1', 'a4'], []]);
    after = await call(shop.b, 'lists/remove', { listId: listNamed(board, 'A') });
    assert.deepEqual(layout(after), [[]]);
    after = await call(shop.b, 'lists/new', { name: 'C', projectId: after.projectId });
    assert.deepEqual(
      after.lists.map((l) => l.name),
      ['B', 'C'],
    );
    const rows = await api.db.selectFrom('kanban_lists').select('position').where('board_id', '=', after.boardId).orderBy('position').execute();
    assert.deepEqual(
      rows.map((r) => r.position),
      [0, 1],
    );
  });

  it('keeps each board apart: a project board is not the business board', async () => {
    const { projectId, board } = await projectBoard({ Only: ['p1'] });
    assert.equal(board.projectId, projectId);
    assert.ok(
      !layout(await boardOf(shop.b))
        .flat()
        .includes('p1'),
    );
    const own = await call(shop.b, 'lists/new', { name: 'Own list' });
    // a card of the project's board does not move to a list of the business's
    const problem = await refused(shop.b, 'cards/move', { cardId: cardNamed(board, 'p1'), listId: listNamed(own, 'Own list'), position: 0 }, 404);
    assert.equal(problem.code, 'not_found');
    assert.deepEqual(layout(await boardOf(shop.b, `?projectId=${projectId}`)), [['p1']]);
  });

  it("never shows or changes another business's board", async () => {
    const { projectId, board } = await projectBoard({ Mine: ['secret'] });
    const cardId = cardNamed(board, 'secret');
    const listId = listNamed(board, 'Mine');
    const checklist = await call(shop.b, 'checklists/new', { cardId, name: 'Steps' });
    const checklistId = checklist.cards[0]!.checklists[0]!.checklistId;
    const withItem = await call(shop.b, 'checkitems/new', { cardId, checklistId, name: 'One' });
    const checkItemId = withItem.cards[0]!.checklists[0]!.checkItems[0]!.checkItemId;
    const theirs = await boardOf(other.b);
    assert.deepEqual(theirs.lists, []);
    assert.equal((await other.b.get(`/api/kanban/board?projectId=${projectId}`)).statusCode, 404);
    const otherId = ((await other.b.get('/api/user_info')).json() as { id: string }).id;
    const attempts: [string, object][] = [
      ['lists/new', { name: 'In', projectId }],
      ['list/update', { listId, update: { name: 'Mine now' } }],
      ['lists/clear', { listId }],
      ['lists/remove', { listId }],
      ['cards/new', { listId, name: 'Planted' }],
      ['cards/update', { cardId, update: { name: 'Taken' } }],
      ['cards/move', { cardId, listId, position: 0 }],
      ['cards/remove', { cardId }],
      ['cards/comments', { userId: otherId, cardId, message: 'Hi' }],
      ['checklists/new', { cardId, name: 'X' }],
      ['checklists/update', { cardId, checklistId, update: { name: 'X' } }],
      ['checklists/remove', { cardId, checklistId }],
      ['checkitems/new', { cardId, checklistId, name: 'X' }],
      ['checkitems/update', { cardId, checklistId, checkItemId, update: { state: 'complete' } }],
      ['checkitems/remove', { cardId, checklistId, checkItemId }],
    ];
    for (const [path, payload] of attempts) assert.equal((await refused(other.b, path, payload, 404)).code, 'not_found', path);
    assert.deepEqual(await boardOf(shop.b, `?projectId=${projectId}`), withItem);
  });

  it('refuses bad ids, positions, members and authors with clear errors, changing nothing', async () => {
    const { projectId, board } = await projectBoard({ A: ['a1', 'a2'], B: [] });
    const a1 = cardNamed(board, 'a1');
    const a = listNamed(board, 'A');
    const b = listNamed(board, 'B');
    const checklistOf = await call(shop.b, 'checklists/new', { cardId: a1, name: 'Steps' });
    const before = checklistOf;
    const checklistId = before.cards[0]!.checklists[0]!.checklistId;
    const nobody = '00000000-0000-4000-8000-000000000000';

    const past = await refused(shop.b, 'cards/move', { cardId: a1, listId: a, position: 2 }, 400);
    assert.equal(past.errors?.position?.code, 'too_large');
    assert.match(past.detail, /position from 0 to 1/);
    assert.equal((await refused(shop.b, 'cards/move', { cardId: a1, listId: b, position: 1 }, 400)).errors?.position?.code, 'too_large');
    assert.equal((await refused(shop.b, 'cards/move', { cardId: a1, listId: a, position: -1 }, 400)).code, 'validation_failed');
    assert.equal((await refused(shop.b, 'cards/move', { cardId: a1, listId: a, position: 0.5 }, 400)).code, 'validation_failed');
    assert.equal((await refused(shop.b, 'cards/move', { cardId: a1, listId: 'not-an-id', position: 0 }, 400)).code, 'validation_failed');
    assert.equal((await refused(shop.b, 'cards/move', { cardId: nobody, listId: a, position: 0 }, 404)).detail, 'No such card');
    assert.equal((await refused(shop.b, 'cards/new', { listId: nobody, name: 'x' }, 404)).detail, 'No such list');
    assert.equal((await refused(shop.b, 'cards/new', { listId: a, name: '   ' }, 400)).errors?.name?.code, 'required');
    assert.equal((await refused(shop.b, 'cards/update', { cardId: a1, update: { memberIds: [nobody] } }, 400)).errors?.['update.memberIds']?.code, 'not_found');
    assert.equal((await refused(shop.b, 'cards/update', { cardId: a1, update: { cover: 'plaid' } }, 400)).code, 'validation_failed');
    assert.equal((await refused(shop.b, 'cards/update', { cardId: a1, update: { due: '2031-02-30' } }, 400)).code, 'validation_failed');
    assert.equal(
      (await refused(shop.b, 'cards/comments', { userId: nobody, cardId: a1, message: 'As someone else' }, 400)).errors?.userId?.code,
      'not_allowed',
    );
    assert.equal(
      (await refused(shop.b, 'checkitems/new', { cardId: cardNamed(board, 'a2'), checklistId, name: 'x' }, 404)).detail,
      'No such checklist on this card',
    );
    assert.equal(
      (await refused(shop.b, 'checkitems/update', { cardId: a1, checklistId, checkItemId: nobody, update: { state: 'complete' } }, 404)).detail,
      'No such check item on this checklist',
    );
    assert.equal((await refused(shop.b, 'lists/new', { name: 'x', projectId: nobody }, 404)).detail, 'No such project');
    assert.deepEqual(await boardOf(shop.b, `?projectId=${projectId}`), before);
  });

  /** a layout after a card's move to a position of a list (by the lists' index): what one turn does */
  function moved(lists: string[][], card: string, list: number, position: number) {
    const next = lists.map((cards) => cards.filter((c) => c !== card));
    next[list]!.splice(position, 0, card);
    return next;
  }

  it('serializes two people moving cards at once: every card once, in the order of one of the two turns', async () => {
    const start = [
      ['a1', 'a2', 'a3'],
      ['b1', 'b2'],
    ];
    // both to the top of B: the later turn's card ends on top
    const oneThenTwo = moved(moved(start, 'a1', 1, 0), 'a2', 1, 0);
    const twoThenOne = moved(moved(start, 'a2', 1, 0), 'a1', 1, 0);
    assert.notDeepEqual(oneThenTwo, twoThenOne);
    for (let round = 0; round < 4; round++) {
      const { projectId, board } = await projectBoard({ A: start[0]!, B: start[1]! });
      const b = listNamed(board, 'B');
      const [one, two] = await Promise.all([
        shop.b.post('/api/kanban/board/cards/move', { payload: { cardId: cardNamed(board, 'a1'), listId: b, position: 0 } }),
        staff.post('/api/kanban/board/cards/move', { payload: { cardId: cardNamed(board, 'a2'), listId: b, position: 0 } }),
      ]);
      assert.equal(one.statusCode, 200, one.body);
      assert.equal(two.statusCode, 200, two.body);
      const final = layout(await boardOf(shop.b, `?projectId=${projectId}`));
      assert.ok(
        [oneThenTwo, twoThenOne].some((order) => JSON.stringify(order) === JSON.stringify(final)),
        JSON.stringify(final),
      );
      // the later answer is the board as it stays
      const answers = [one, two].map((res) => JSON.stringify(layout((res.json() as KanbanBoard).board)));
      assert.ok(answers.includes(JSON.stringify(final)));
    }
  });

  it('keeps every card exactly once under many moves at once', async () => {
    const { projectId, board } = await projectBoard({ A: ['c1', 'c2', 'c3', 'c4'], B: ['c5', 'c6'], C: ['c7'] });
    const lists = board.lists.map((l) => l.listId);
    const people = [shop.b, staff, shop.b, staff, shop.b, staff, shop.b, staff];
    const moves = people.map((person, i) =>
      person.post('/api/kanban/board/cards/move', { payload: { cardId: board.cards[i % 7]!.cardId, listId: lists[i % 3], position: 0 } }),
    );
    for (const res of await Promise.all(moves)) assert.equal(res.statusCode, 200, res.body);
    const final = await boardOf(staff, `?projectId=${projectId}`);
    assert.deepEqual(layout(final).flat().sort(), ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    const rows = await api.db
      .selectFrom('kanban_cards')
      .select(['list_id', 'position'])
      .where('board_id', '=', final.boardId)
      .orderBy('list_id')
      .orderBy('position')
      .execute();
    for (const list of final.lists) {
      assert.deepEqual(
        rows.filter((r) => r.list_id === list.listId).map((r) => r.position),
        list.cardIds.map((_, i) => i),
      );
    }
  });

  it("tells the business's open streams of a board's change once it commits, and nobody else", { timeout: 20_000 }, async () => {
    const port = await listeningPort(api);
    const [mine, theirs] = [followStream(port, staff), followStream(port, other.b)];
    assert.deepEqual(await Promise.all([mine.opened, theirs.opened]), [200, 200]);
    const { projectId, board } = await projectBoard({ Live: ['l1'] });
    const heard = () => mine.events.filter((e) => e.event === 'kanban').map((e) => e.data as { boardId: string; projectId: string | null });
    // the list and the card made: two changes
    while (heard().filter((e) => e.boardId === board.boardId).length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.deepEqual(heard().at(-1), { boardId: board.boardId, projectId });
    // a refused write announces nothing
    const before = heard().length;
    await refused(shop.b, 'cards/move', { cardId: cardNamed(board, 'l1'), listId: listNamed(board, 'Live'), position: 5 }, 400);
    await call(shop.b, 'list/update', { listId: listNamed(board, 'Live'), update: { name: 'Still live' } });
    while (heard().length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    assert.equal(heard().length, before + 1);
    assert.deepEqual(theirs.events, []);
    mine.close();
    theirs.close();
  });
});
