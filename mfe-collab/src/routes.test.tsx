import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

describe('collab routes', () => {
  it('shows the being-built panel titled Kanban at /app/kanban', () => {
    renderAt('/app/kanban');
    expect(screen.getByRole('heading', { name: 'Kanban' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
