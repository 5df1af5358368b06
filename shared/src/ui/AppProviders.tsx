import type { ReactNode } from 'react';
import { queryClient } from '../data/queryClient';
import { AntdProvider } from './AntdProvider';
import { App } from './antd';
import { PublicProviders } from './PublicProviders';

/**
 * The providers every React root of the app wraps itself in — the shell and each remote's parcel —
 * so theme, language, direction and the one query cache reach all of them at once (context does not
 * cross roots; the cache is the same object in each), with antd's theme and its App for toasts and
 * confirms.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PublicProviders queryClient={queryClient}>
      <AntdProvider>
        <App message={{ maxCount: 1 }} notification={{ maxCount: 1 }}>
          {children}
        </App>
      </AntdProvider>
    </PublicProviders>
  );
}
