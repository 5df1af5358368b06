import { aPage, json, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { aBooking, aStaffMember } from './common/testing';
import { bookingView } from './features/book/testing';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

describe('bookings routes', () => {
  it("shows the business's booking page at /book", async () => {
    serveApi({ 'GET /api/book/businesses/b1': json(bookingView()) });
    renderAt('/book?business=b1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny Paws' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a service' })).toBeInTheDocument();
    expect(screen.queryByText(/being built/i)).not.toBeInTheDocument();
  });

  it('shows the bookings list at /app/bookings', async () => {
    const zone = 'America/New_York';
    serveApi({
      'GET /api/staff': json({ items: [aStaffMember()], timeZone: zone }),
      'GET /api/bookings': json(aPage([aBooking()], { currency: 'USD', timeZone: zone })),
    });
    renderAt('/app/bookings?from=2026-03-10&to=2026-03-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Tuesday, March 10, 2026' })).toHaveTextContent('Maria Lopez');
    expect(screen.queryByText(/this page is being built/i)).not.toBeInTheDocument();
  });
});
