import { settingsStore } from '@frontdesk/shared';
import { currentAddress, renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

afterEach(() => settingsStore.update({ language: 'en' }));

describe('docs routes', () => {
  it('shows both FAQ groups on /home', () => {
    renderAt('/home');
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Technical & Licensing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Design' })).toBeInTheDocument();
    expect(screen.getByText('Which browsers does Frontdesk support?')).toBeInTheDocument();
  });

  it('offers the way in from the home page: links to sign up, pricing and the docs', async () => {
    renderAt('/home');
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Read the docs' })).toHaveAttribute('href', '/docs/welcome');
    await userEvent.click(screen.getByRole('link', { name: 'See pricing' }));
    expect(currentAddress()).toBe('/pricing');
  });

  it('shows three plans with their monthly prices on /pricing', () => {
    renderAt('/pricing');
    for (const plan of ['Starter', 'Team', 'Business']) {
      expect(screen.getByRole('heading', { name: plan })).toBeInTheDocument();
    }
    expect(screen.getByText('$19.00')).toBeInTheDocument();
    expect(screen.getByText('$49.00')).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Team' })).toHaveAttribute('href', '/register');
  });

  it('writes the prices the Spanish way in Spanish', () => {
    settingsStore.update({ language: 'es' });
    renderAt('/pricing');
    expect(screen.getByText('49,00 US$')).toBeInTheDocument();
  });

  it('shows the Routing page and the list of all 13 docs pages on /docs/routing', async () => {
    renderAt('/docs/routing');
    expect(screen.getByRole('heading', { level: 1, name: 'Routing' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All routes' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Documentation pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(13);
    expect(within(nav).getByRole('link', { name: 'Environment variables' })).toHaveAttribute('href', '/docs/environment-variables');
  });

  // the /app/extra showcase pages: src/features/showcase (their forms' tests; the editors and chart in Chromium)
});
