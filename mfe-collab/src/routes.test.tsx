import { registerTranslations } from '@frontdesk/shared';
import { AppProviders } from '@frontdesk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { translations } from './i18n';
import { CollabRoutes } from './routes';

function renderAt(path: string) {
  registerTranslations('collab', translations);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <CollabRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('collab routes', () => {
  it('shows the being-built panel titled Kanban at /app/kanban', () => {
    renderAt('/app/kanban');
    expect(screen.getByRole('heading', { name: 'Kanban' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
