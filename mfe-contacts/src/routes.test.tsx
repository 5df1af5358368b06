import { never, renderMicroAppAt, serveApi } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);
/** Every call stays unanswered: the test reads only which calls a page sends. */
const pending = (...routes: string[]) => serveApi(Object.fromEntries(routes.map((route) => [route, () => never()])));

afterEach(() => jest.restoreAllMocks());

describe('contacts routes', () => {
  // the paths a contact id could swallow: each opens its own page, never a contact look-up
  it('shows the contact list at /app/contacts', async () => {
    const api = pending('GET /api/contacts', 'GET /api/contacts/tags');
    renderAt('/app/contacts');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toContain('GET /api/contacts'));
  });

  it('opens the new contact form at /app/contacts/create rather than looking up a contact', async () => {
    const api = pending('GET /api/contacts/tags');
    renderAt('/app/contacts/create');
    expect(screen.getByRole('heading', { name: 'New contact' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toContain('GET /api/contacts/tags'));
    expect(api.requests()).not.toContain('GET /api/contacts/create');
  });

  it('opens the asset types at /app/contacts/asset-types rather than looking up a contact', async () => {
    const api = pending('GET /api/asset-types');
    renderAt('/app/contacts/asset-types');
    expect(screen.getByRole('heading', { name: 'Asset types' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests()).toEqual(['GET /api/asset-types']));
  });
});
