import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKind, signInStaff, signUp, startApi, type SignedUp, type TestApi } from '../../testing/harness';
import type { KanbanBoard } from '../kanban/schemas';
import type { Project, ProjectOverview, ProjectPage } from './schemas';

// Issue 35 §4: a business's projects, each with its members, a status and its own board.

describe(`projects (${databaseKind} database)`, () => {
  let api: TestApi;
  let shop: SignedUp;
  let other: SignedUp;
  let memberId: string;

  before(async () => {
    api = await startApi({ seed: false, jobs: false });
    shop = await signUp(api, 'Project Shop');
    other = await signUp(api, 'Other Projects');
    memberId = (
      await api.db.insertInto('staff_members').values({ business_id: shop.businessId, name: 'Ana', color: '#1677ff' }).returning('id').executeTakeFirstOrThrow()
    ).id;
  });
  after(() => api.close());

  const create = async (payload: object) => {
    const res = await shop.b.post('/api/projects', { payload });
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Project;
  };

  it('starts a project, planned, with its members and an empty board of its own', async () => {
    const project = await create({ name: ' Spring refit ', description: 'New chairs', memberIds: [memberId] });
    assert.equal(project.name, 'Spring refit');
    assert.equal(project.status, 'planned');
    assert.deepEqual(project.memberIds, [memberId]);
    assert.equal(project.cardCount, 0);
    const board = ((await shop.b.get(`/api/kanban/board?projectId=${project.id}`)).json() as KanbanBoard).board;
    assert.equal(board.projectId, project.id);
    const list = ((await shop.b.post('/api/kanban/board/lists/new', { payload: { name: 'Steps', projectId: project.id } })).json() as KanbanBoard).board
      .lists[0]!;
    await shop.b.post('/api/kanban/board/cards/new', { payload: { listId: list.listId, name: 'Measure' } });
    const again = (await shop.b.get(`/api/projects/${project.id}`)).json() as Project;
    assert.equal(again.cardCount, 1);
  });

  it('refuses a blank name and a member not of the team, keeping nothing', async () => {
    const before = ((await shop.b.get('/api/projects')).json() as ProjectPage).total;
    const blank = await shop.b.post('/api/projects', { payload: { name: '  ' } });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().errors.name.code, 'required');
    const stranger = await shop.b.post('/api/projects', { payload: { name: 'X', memberIds: ['00000000-0000-4000-8000-000000000000'] } });
    assert.equal(stranger.json().errors.memberIds.code, 'not_found');
    assert.equal(((await shop.b.get('/api/projects')).json() as ProjectPage).total, before);
  });

  it('changes status, filters by it and searches, and a staff member may too', async () => {
    const project = await create({ name: 'Window display', description: 'For the autumn' });
    const staff = await signInStaff(api, shop.businessId);
    const res = await staff.patch(`/api/projects/${project.id}`, { payload: { status: 'on_hold' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((res.json() as Project).status, 'on_hold');
    const held = (await shop.b.get('/api/projects?status=on_hold')).json() as ProjectPage;
    assert.deepEqual(
      held.items.map((p) => p.name),
      ['Window display'],
    );
    const found = (await shop.b.get('/api/projects?search=autumn')).json() as ProjectPage;
    assert.deepEqual(
      found.items.map((p) => p.id),
      [project.id],
    );
    assert.equal((await shop.b.get('/api/projects?status=lost')).statusCode, 400);
  });

  it('counts by status and lists the soonest due cards of the projects not done', async () => {
    const project = await create({ name: 'Due soon', status: 'active' });
    const list = ((await shop.b.post('/api/kanban/board/lists/new', { payload: { name: 'L', projectId: project.id } })).json() as KanbanBoard).board.lists[0]!;
    const board = ((await shop.b.post('/api/kanban/board/cards/new', { payload: { listId: list.listId, name: 'Call the painter' } })).json() as KanbanBoard)
      .board;
    await shop.b.post('/api/kanban/board/cards/update', { payload: { cardId: board.cards[0]!.cardId, update: { due: '2020-01-02' } } });
    const overview = (await shop.b.get('/api/projects/overview')).json() as ProjectOverview;
    assert.ok(overview.counts.active >= 1);
    assert.deepEqual(overview.dueSoon[0], {
      projectId: project.id,
      projectName: 'Due soon',
      cardId: board.cards[0]!.cardId,
      cardName: 'Call the painter',
      due: '2020-01-02',
    });
    await shop.b.patch(`/api/projects/${project.id}`, { payload: { status: 'done' } });
    const later = (await shop.b.get('/api/projects/overview')).json() as ProjectOverview;
    assert.ok(!later.dueSoon.some((card) => card.projectId === project.id));
  });

  it("never shows or changes another business's project", async () => {
    const project = await create({ name: 'Private' });
    assert.equal((await other.b.get(`/api/projects/${project.id}`)).statusCode, 404);
    assert.equal((await other.b.patch(`/api/projects/${project.id}`, { payload: { name: 'Mine' } })).statusCode, 404);
    assert.equal(((await other.b.get('/api/projects')).json() as ProjectPage).total, 0);
    assert.deepEqual(((await other.b.get('/api/projects/overview')).json() as ProjectOverview).dueSoon, []);
    assert.equal(((await shop.b.get(`/api/projects/${project.id}`)).json() as Project).name, 'Private');
  });
});
