import type { QueryClient } from '@tanstack/react-query';
import type { FlatNamespace } from 'i18next';
import { startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '../config/loadRuntimeConfig';
import { registerTranslations, type Translations } from '../i18n/i18n';
import type { Owner } from '../routes/routeTable';
import type { PageMap } from '../ui/OwnedRoutes';
import { PublicFrame } from '../ui/PublicFrame';
import { usePageEffects } from '../ui/usePageEffects';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { PublicProviders } from '../ui/PublicProviders';
import { PublicRoutes } from './PublicRoutes';

function PageEffects() {
  usePageEffects();
  return null;
}

export type PublicPagesOptions = {
  /** the package whose public pages these are (route table owner; also its i18n namespace,
   *  declared beside its texts) */
  owner: Owner & FlatNamespace;
  translations: Translations<object>;
  /** its pages (the same map its composed routes use); only its public ones are rendered */
  pages: PageMap;
  /** the frame around a page (default: the public frame) */
  Frame?: ComponentType<{ children: ReactNode }>;
  /** the one query cache (`queryClient` of @frontdesk/shared), for pages that call the API through
   *  the data layer; pages that call nothing leave it, and the API client, out of their download */
  queryClient?: QueryClient;
};

/**
 * A package's public pages as a small site of their own: what the api serves on a first visit to
 * them (/login, /pay/{id}, /book, /home; `dist/standalone`, built from the package's
 * `src/standalone.tsx`). The public frame and those pages only, with lean providers, no single-spa
 * and none of the signed-in app; a path they do not render is loaded from the server, which serves
 * its owner's page (docs/decisions/0013-first-visit.md). The session is signed out unless the
 * entry restores it (the shell's, whose sign-in pages send a signed-in visitor on). A remote's dev server runs all its pages
 * with renderStandalone instead.
 */
export function renderPublicPages({ owner, translations, pages, Frame = PublicFrame, queryClient }: PublicPagesOptions, element = document.getElementById('root')): void {
  if (!element) throw new Error('renderPublicPages: no #root element');
  registerTranslations(owner, translations);
  void loadRuntimeConfig();
  const root = createRoot(element);
  // a transition: React renders the first page in slices that yield to the browser, not as one long
  // task (a phone's main thread stays responsive; Lighthouse's total blocking time)
  startTransition(() =>
    root.render(
      <PublicProviders queryClient={queryClient}>
        <BrowserRouter>
          <PageEffects />
          <Frame>
            <ErrorBoundary>
              <PublicRoutes owner={owner} pages={pages} />
            </ErrorBoundary>
          </Frame>
        </BrowserRouter>
      </PublicProviders>,
    ),
  );
}
