import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import { microApp } from './microApp';

// antd's first render in jsdom takes seconds on a busy 2-core machine; the async test below
// would trip jest's 5 s default
jest.setTimeout(20_000);

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

describe('docs routes', () => {
  it('shows both FAQ groups on /home', () => {
    renderAt('/home');
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Technical & Licensing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByText('Which browsers does Frontdesk support?')).toBeInTheDocument();
  });

  it('shows three plans with whole-unit monthly prices on /pricing', () => {
    renderAt('/pricing');
    for (const plan of ['Starter', 'Team', 'Business']) {
      expect(screen.getByRole('heading', { name: plan })).toBeInTheDocument();
    }
    expect(screen.getByText('$49')).toBeInTheDocument();
  });

  it('shows the Routing page and the list of all 13 docs pages on /docs/routing', async () => {
    renderAt('/docs/routing');
    // findBy: antd's menu registers its items in a microtask after the first render
    expect(await screen.findByRole('heading', { name: 'Routing' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Documentation pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
    expect(within(nav).getByRole('link', { name: 'Environment variables' })).toHaveAttribute(
      'href',
      '/docs/environment-variables',
    );
  });

  it('keeps the /app/extra showcase pages on the being-built panel', () => {
    renderAt('/app/extra/charts/apex');
    expect(screen.getByRole('heading', { name: 'Charts' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });
});
