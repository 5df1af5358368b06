import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentAddress, renderAt } from '../testing';
import { PublicLinkButton } from './PublicLinkButton';

describe('PublicLinkButton', () => {
  it('goes to a page of this site through the router, keeping the address’s other parameters', async () => {
    renderAt(<PublicLinkButton to="?business=b1&waitlist=join">Join the waitlist</PublicLinkButton>, '/book?business=b1');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Join the waitlist' }));
    expect(currentAddress()).toBe('/book?business=b1&waitlist=join');
  });

  it('points at another site’s page as it is, for the server to send', () => {
    renderAt(
      <PublicLinkButton primary href="/book?business=b1&manage=t1">
        See your booking
      </PublicLinkButton>,
      '/pay/pl_1',
    );
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', '/book?business=b1&manage=t1');
  });
});
