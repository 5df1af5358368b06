import { buildPath, routesOwnedBy, type RouteId } from '@frontdesk/shared';
import { never, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from './microApp';
import { pages } from './routes';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

/** A real address for a route: each of its parameters filled in. */
function addressOf(id: RouteId, path: string): string {
  const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'p1']));
  return buildPath(id, params);
}

// every page payments owns that is not built yet is on the being-built panel
const beingBuilt = routesOwnedBy('payments')
  .filter(([id]) => !(id in pages))
  .map(([id, def]) => [id, addressOf(id, def.path)] as const);

describe('payments routes', () => {
  it('shows the pay-by-link page at /pay/{id}, reading that link', async () => {
    const api = serveApi({ 'GET /api/pay/pl_42': never });
    renderAt('/pay/pl_42');
    expect(await screen.findByRole('heading', { name: 'Pay your bill', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bill…');
    expect(api.requests()).toEqual(['GET /api/pay/pl_42']);
  });

  // every page payments owns is built now: a new route of payments needs its page in `pages`
  it('has a page for every route it owns', () => {
    expect(beingBuilt).toEqual([]);
  });

  it('renders nothing at an address it does not own', () => {
    const { container } = renderAt('/app/contacts');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/being built/i);
  });
});
