import { json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

afterEach(() => jest.restoreAllMocks());

describe('collab routes', () => {
  it('shows the board titled Kanban at /app/kanban', async () => {
    serveApi({
      'GET /api/kanban/board': json({ board: { boardId: 'b1', projectId: null, lists: [], cards: [] } }),
      'GET /api/staff': json({ items: [], timeZone: 'UTC' }),
    });
    renderAt('/app/kanban');
    expect(screen.getByRole('heading', { name: 'Kanban' })).toBeInTheDocument();
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
  });
});
