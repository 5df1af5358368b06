// Test helper: renders shell UI the way ShellApp does (providers, a router), at a given address.
import { StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '@frontdesk/shared/ui';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

let navigateFn: NavigateFunction | null = null;

/** Shows the router's current address, so a test can read where a redirect landed. */
function AddressProbe() {
  navigateFn = useNavigate();
  const { pathname, search } = useLocation();
  return <output aria-label="current address">{pathname + search}</output>;
}

/**
 * antd's styles are kept out of the DOM (`mock="server"`): jsdom's getComputedStyle walks every
 * injected rule, which makes role queries take seconds. Components still render as in the app.
 */
export function renderInShell(ui: ReactNode, path = '/') {
  return render(
    <StyleProvider mock="server">
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AddressProbe />
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>,
  );
}

/** The router's current path and query. */
export const currentAddress = (): string => screen.getByLabelText('current address').textContent ?? '';

/** Navigates inside the rendered router, as a link click would. */
export function navigateInShell(to: string): void {
  if (!navigateFn) throw new Error('renderInShell first');
  void navigateFn(to);
}
