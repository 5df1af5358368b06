import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

afterEach(() => jest.restoreAllMocks());

describe('contacts routes', () => {
  // the paths a contact id could swallow: each opens its own page, never a contact look-up
  const paths = (fetchMock: jest.SpiedFunction<typeof fetch>) =>
    fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
  const pending = () => new Promise<Response>(() => undefined);

  it('shows the contact list at /app/contacts', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(pending);
    renderAt('/app/contacts');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/contacts'));
  });

  it('opens the new contact form at /app/contacts/create rather than looking up a contact', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(pending);
    renderAt('/app/contacts/create');
    expect(screen.getByRole('heading', { name: 'New contact' })).toBeInTheDocument();
    await waitFor(() => expect(paths(fetchMock)).toContain('/api/contacts/tags'));
    expect(paths(fetchMock)).not.toContain('/api/contacts/create');
  });

  it('opens the asset types at /app/contacts/asset-types rather than looking up a contact', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(pending);
    renderAt('/app/contacts/asset-types');
    expect(screen.getByRole('heading', { name: 'Asset types' })).toBeInTheDocument();
    await waitFor(() => expect(paths(fetchMock)).toEqual(['/api/asset-types']));
  });
});
