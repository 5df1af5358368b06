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
import type { AntdProvider } from '../ui/AntdProvider';
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
  /** AntdProvider (`@frontdesk/shared/ui`), when its pages draw antd's components (the docs; the
   *  shell's not-found page): antd's theme, texts and direction around them. Without it the pages
   *  draw plain elements from usePublicToken, and antd stays out of the download (/pay, /book:
   *  docs/decisions/0025-public-pages-without-antd.md). Passed in, not imported here, for that. */
  antd?: typeof AntdProvider;
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
export function renderPublicPages(
  { owner, translations, pages, Frame = PublicFrame, queryClient, antd: Antd }: PublicPagesOptions,
  element = document.getElementById('root'),
): void {
  if (!element) throw new Error('renderPublicPages: no #root element');
  registerTranslations(owner, translations);
  const site = (
    <BrowserRouter>
      <PageEffects />
      <Frame>
        <ErrorBoundary>
          <PublicRoutes owner={owner} pages={pages} />
        </ErrorBoundary>
      </Frame>
    </BrowserRouter>
  );
  // The page's work comes in tasks of its own, so a phone's main thread is never held for long
  // (Lighthouse's total blocking time; decision 0025): this script's evaluation (React, i18next,
  // the route table), then React's root, then the first render as a transition, which React draws
  // in slices that yield to the browser; config.json's request is started after that.
  setTimeout(() => {
    const root = createRoot(element);
    startTransition(() => root.render(<PublicProviders queryClient={queryClient}>{Antd ? <Antd>{site}</Antd> : site}</PublicProviders>));
    setTimeout(() => void loadRuntimeConfig());
  });
}
