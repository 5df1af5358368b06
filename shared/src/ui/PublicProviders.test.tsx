import { act, render, screen } from '@testing-library/react';
import { settingsStore } from '../settings/settingsStore';
import { PublicProviders } from './PublicProviders';

afterEach(() => {
  act(() => {
    settingsStore.update({ theme: 'FRONTDESK_LIGHT', language: 'en', direction: 'ltr' });
  });
});

describe('PublicProviders', () => {
  it("marks the document with the settings' language, direction, theme and colour scheme, and follows their changes", () => {
    act(() => {
      settingsStore.update({ theme: 'LIGHT', language: 'en', direction: 'ltr' });
    });
    render(
      <PublicProviders>
        <p>page</p>
      </PublicProviders>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    const root = document.documentElement;
    expect(root).toHaveAttribute('lang', 'en');
    expect(root).toHaveAttribute('dir', 'ltr');
    expect(root).toHaveAttribute('data-theme', 'LIGHT');
    expect(root.style.colorScheme).toBe('light');

    act(() => {
      settingsStore.update({ theme: 'UNICORN', language: 'es', direction: 'rtl' });
    });
    expect(root).toHaveAttribute('lang', 'es');
    expect(root).toHaveAttribute('dir', 'rtl');
    expect(root).toHaveAttribute('data-theme', 'UNICORN');
    // a dark theme: the browser's scrollbars and native controls are drawn dark too
    expect(root.style.colorScheme).toBe('dark');
  });
});
