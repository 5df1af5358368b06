import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { registerTranslations } from '../i18n/i18n';
import { AppProviders } from '../ui/AppProviders';
import { ConfigProvider } from '../ui/antd';
import type { MicroAppOptions } from '../ui/createMicroApp';

let navigateFn: NavigateFunction | null = null;

/** Shows the router's current address, so a test can read where a redirect or a link landed. */
function AddressProbe() {
  navigateFn = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <output aria-label="current address" hidden>
      {pathname + search}
    </output>
  );
}

/**
 * The one way tests render UI: the providers every root has (theme, language, the query cache),
 * a router at `path`, and antd set for a DOM with no layout engine (docs/decisions/0012):
 * - its css-in-js styles are computed but not written into the document (`mock="server"`): jsdom's
 *   getComputedStyle, which Testing Library and user-event call for every role query and click,
 *   matches each element against every CSS rule on the page, and antd's hundreds of rules made that
 *   three quarters of the suite's time (bench/results/jest-timings.md);
 * - no motion: no animation frames or transition timers to wait for;
 * - no virtual lists: jsdom measures nothing, so a virtual list would render no options; without
 *   it every option is in the DOM with role="option", as assistive tech reads it.
 */
export function renderAt(ui: ReactNode, path = '/') {
  return render(
    <StyleProvider mock="server">
      <AppProviders>
        <ConfigProvider virtual={false} theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <AddressProbe />
          </MemoryRouter>
        </ConfigProvider>
      </AppProviders>
    </StyleProvider>,
  );
}

/** Renders a remote's routes at a path, with its translations registered, as the shell mounts it. */
export function renderMicroAppAt({ name, translations, App }: MicroAppOptions, path: string) {
  registerTranslations(name, translations);
  return renderAt(<App />, path);
}

/** The router's current path and query. */
export const currentAddress = (): string => screen.getByLabelText('current address', { selector: 'output' }).textContent ?? '';

/** Navigates inside the rendered router, as a link click would. */
export function navigateTo(to: string): void {
  if (!navigateFn) throw new Error('renderAt first');
  void navigateFn(to);
}
