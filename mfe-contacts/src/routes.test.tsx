import { renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen } from '@testing-library/react';
import { microApp } from './microApp';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

afterEach(() => jest.restoreAllMocks());

describe('contacts routes', () => {
  it('shows the being-built panel titled Contacts at /app/contacts', () => {
    renderAt('/app/contacts');
    expect(screen.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
  });

  it('keeps /app/contacts/create on the being-built panel rather than looking up a contact', () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch');
    renderAt('/app/contacts/create');
    expect(screen.getByRole('heading', { name: 'New contact' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
