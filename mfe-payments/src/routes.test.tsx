import { buildPath, i18n, routesOwnedBy, type RouteId } from '@frontdesk/shared';
import { renderMicroAppAt } from '@frontdesk/shared/testing';
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
  it('shows the pay-by-link page at /pay/{id}, for that link', async () => {
    renderAt('/pay/pl_42');
    expect(await screen.findByRole('heading', { name: 'Pay your bill', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Payment link pl_42')).toBeInTheDocument();
    expect(screen.getByText(/online payment by link is being built/i)).toBeInTheDocument();
  });

  it.each(beingBuilt)('shows the being-built panel titled for %s at %s', (id, address) => {
    renderAt(address);
    expect(screen.getByRole('heading', { name: i18n.t(`routes:${id}`), level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });

  it('renders nothing at an address it does not own', () => {
    const { container } = renderAt('/app/contacts');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/being built/i);
  });
});
