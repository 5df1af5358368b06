import { sessionStore, type Project, type ProjectPage, type StaffList } from '@frontdesk/shared';
import { aUser, currentAddress, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../../microApp';

// /app/projects/…: browse and create (issue 35 §4).

const project: Project = {
  id: 'p1',
  name: 'Spring refit',
  description: 'New chairs',
  status: 'active',
  memberIds: ['s1'],
  createdAt: '2026-11-01T10:00:00.000Z',
  cardCount: 3,
  nextDue: null,
};
const page = (items: Project[]): ProjectPage => ({ items, total: items.length, page: 1, pageSize: 25 });
const staff: StaffList = {
  items: [{ id: 's1', name: 'Lu Stylist', color: '#1677ff', userId: null, serviceIds: [], hours: [], archived: false }],
  timeZone: 'UTC',
};
const user = () => userEvent.setup();
afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
});
beforeEach(() => sessionStore.signIn(aUser()));

describe('the projects', () => {
  it('browses the projects with their status and members, and filters by status in the address', async () => {
    const api = serveApi({ 'GET /api/projects': (call) => json(page(call.query.status === 'done' ? [] : [project])), 'GET /api/staff': json(staff) });
    renderMicroAppAt(microApp, '/app/projects/browse');
    const row = (await screen.findByRole('link', { name: 'Spring refit' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(await within(row).findByText('Lu Stylist')).toBeInTheDocument();
    await user().click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await user().click(await screen.findByRole('option', { name: 'Done' }));
    expect(await screen.findByText('No project matches')).toBeInTheDocument();
    expect(currentAddress()).toContain('status=done');
    expect(api.callsTo('GET /api/projects').at(-1)?.query.status).toBe('done');
  });

  it('refuses a project without a name, then creates one and opens its page', async () => {
    const api = serveApi({
      'GET /api/staff': json(staff),
      'POST /api/projects': json(project, 201),
      'GET /api/projects/p1': json(project),
      'GET /api/kanban/board': json({ board: { boardId: 'b2', projectId: 'p1', lists: [], cards: [] } }),
    });
    renderMicroAppAt(microApp, '/app/projects/create');
    await user().click(await screen.findByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Give the project a name')).toBeInTheDocument();
    expect(api.callsTo('POST /api/projects')).toHaveLength(0);
    await user().type(screen.getByLabelText('Name'), 'Spring refit');
    await user().click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/projects')[0]?.body).toEqual({ name: 'Spring refit', description: '', status: 'planned', memberIds: [] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring refit' })).toBeInTheDocument();
    expect(currentAddress()).toContain('/app/projects/p1');
    expect(api.callsTo('GET /api/kanban/board')[0]?.query).toEqual({ projectId: 'p1' });
  });
});
