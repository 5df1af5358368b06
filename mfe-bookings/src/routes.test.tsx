import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

describe('bookings routes', () => {
  it('shows the Book online page at /book', async () => {
    renderAt('/book');
    expect(await screen.findByRole('heading', { name: 'Book online' })).toBeInTheDocument();
    expect(screen.getByText(/online booking is being built/i)).toBeInTheDocument();
  });

  it('shows the being-built panel for a bookings page not built yet', () => {
    renderAt('/app/bookings');
    expect(screen.getByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
