import { registerTranslations } from '@frontdesk/shared';
import { AppProviders } from '@frontdesk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { translations } from './i18n';
import { ContactsRoutes } from './routes';

function renderAt(path: string) {
  registerTranslations('contacts', translations);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <ContactsRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('contacts routes', () => {
  it('shows the being-built panel titled Contacts at /app/contacts', () => {
    renderAt('/app/contacts');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
