import { registerTranslations } from '@frontdesk/shared';
import { AppProviders } from '@frontdesk/shared/ui';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { translations } from './i18n';
import { BookingsRoutes } from './routes';

function renderAt(path: string) {
  registerTranslations('bookings', translations);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <BookingsRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('bookings routes', () => {
  it('shows the Book online page at /book', () => {
    renderAt('/book');
    expect(screen.getByRole('heading', { name: 'Book online' })).toBeInTheDocument();
    expect(screen.getByText(/online booking is being built/i)).toBeInTheDocument();
  });

  it('shows the being-built panel for a bookings page not built yet', () => {
    renderAt('/app/bookings');
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
