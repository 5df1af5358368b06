import { currentAddress, renderAt } from '../testing';
import { screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { PublicRoutes } from './PublicRoutes';

function PayProbe() {
  const { paymentLinkId } = useParams();
  return <h1>Paying {paymentLinkId}</h1>;
}

describe('PublicRoutes', () => {
  it('renders the page at its route, with the route’s parameters', async () => {
    renderAt(<PublicRoutes owner="payments" pages={{ pay: PayProbe }} />, '/pay/abc123');
    expect(await screen.findByRole('heading', { name: 'Paying abc123' })).toBeInTheDocument();
  });

  it('follows a redirect to one of its own pages in the page', async () => {
    renderAt(<PublicRoutes owner="shell" pages={{ notFound: () => <h1>Nothing here</h1> }} />, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Nothing here' })).toBeInTheDocument();
    expect(currentAddress()).toBe('/404');
  });
});
