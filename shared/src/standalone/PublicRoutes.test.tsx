import { aUser, currentAddress, renderAt, spyOnPageLoads } from '../testing';
import { act, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { sessionStore } from '../session/sessionStore';
import { PublicRoutes } from './PublicRoutes';

afterEach(() => {
  jest.restoreAllMocks();
  sessionStore.signOut();
  window.history.replaceState(null, '', '/');
});

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

  it('loads an address from the server once, however many renders resolve it, and again after the back-forward cache', async () => {
    const loads = spyOnPageLoads('replace');
    sessionStore.signIn(aUser());
    window.history.replaceState(null, '', '/app');
    // the page runs on until the server answers: a later render (signing in renders the guard's
    // redirect, then the navigation's) resolves the same address, which is not loaded again
    const first = renderAt(<PublicRoutes owner="shell" pages={{}} />, '/app');
    await waitFor(() => expect(loads).toHaveBeenCalledWith('/app/register/select'));
    first.unmount();
    const second = renderAt(<PublicRoutes owner="shell" pages={{}} />, '/app');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toHaveBeenCalledTimes(1);
    second.unmount();

    // shown again from the browser's back-forward cache: the next resolution loads again
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    renderAt(<PublicRoutes owner="shell" pages={{}} />, '/app');
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(2));
  });
});
