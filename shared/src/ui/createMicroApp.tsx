import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { registerTranslations, type Translations } from '../i18n/i18n';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';

export type MicroAppOptions = {
  /** i18n namespace, same as the federation name (payments, bookings, …) */
  name: string;
  translations: Translations<object>;
  /** the remote's routes */
  App: ComponentType;
};

/** Props the shell passes to every parcel it mounts. */
export type MicroAppProps = { domElement: HTMLElement };

/** The remote's own React root: the shared providers, its router and an error boundary. */
export function microAppRoot({ name, translations, App }: MicroAppOptions): () => React.JSX.Element {
  registerTranslations(name, translations);
  return function MicroAppRoot() {
    return (
      <AppProviders>
        <BrowserRouter>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </BrowserRouter>
      </AppProviders>
    );
  };
}

/**
 * single-spa lifecycles (bootstrap/mount/unmount) for a remote: what its `./app` exposes and
 * what the shell mounts as a parcel inside its layout.
 */
export function createMicroApp(options: MicroAppOptions) {
  return singleSpaReact<MicroAppProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: microAppRoot(options),
    suppressComponentDidCatchWarning: true,
  });
}
