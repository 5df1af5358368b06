import type { FlatNamespace } from 'i18next';
import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { LifeCycles } from 'single-spa';
import type { ReactAppOrParcel } from 'single-spa-react';
import { registerTranslations, type Translations } from '../i18n/i18n';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { InTransition } from './InTransition';

export type MicroAppOptions = {
  /** i18n namespace, same as the federation name (payments, bookings, …); declared beside its texts */
  name: FlatNamespace;
  translations: Translations<object>;
  /** the remote's routes */
  App: ComponentType;
};

/** Props the shell passes to every parcel it mounts. */
export type MicroAppProps = { domElement: HTMLElement };

/** The remote's own React root: the shared providers, its router and an error boundary, drawn in a transition. */
export function microAppRoot({ name, translations, App }: MicroAppOptions): () => React.JSX.Element {
  registerTranslations(name, translations);
  return function MicroAppRoot() {
    return (
      <InTransition>
        <AppProviders>
          <BrowserRouter>
            <ErrorBoundary>
              <App />
            </ErrorBoundary>
          </BrowserRouter>
        </AppProviders>
      </InTransition>
    );
  };
}

/**
 * single-spa lifecycles (bootstrap/mount/unmount) for a remote: what its `./app` exposes and
 * what the shell mounts as a parcel inside its layout. single-spa-react is fetched when the first
 * parcel bootstraps, not with the shell's first page (docs/decisions/0003-sharing-antd.md).
 */
export function createMicroApp(options: MicroAppOptions): Required<Pick<LifeCycles<MicroAppProps>, 'bootstrap' | 'mount' | 'unmount' | 'update'>> {
  const rootComponent = microAppRoot(options);
  let lifecycles: Promise<ReactAppOrParcel<MicroAppProps>> | undefined;
  const load = () => {
    if (!lifecycles) {
      lifecycles = import('single-spa-react').then(({ default: singleSpaReact }) =>
        singleSpaReact<MicroAppProps>({
          React,
          ReactDOMClient,
          renderType: 'createRoot',
          rootComponent,
          suppressComponentDidCatchWarning: true,
        }),
      );
      // a failed fetch is forgotten, so the shell's Retry loads it again
      lifecycles.catch(() => (lifecycles = undefined));
    }
    return lifecycles;
  };
  return {
    bootstrap: async (props) => (await load()).bootstrap(props),
    mount: async (props) => (await load()).mount(props),
    unmount: async (props) => (await load()).unmount(props),
    update: async (props) => (await load()).update?.(props),
  };
}
