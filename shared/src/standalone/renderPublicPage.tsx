import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { registerTranslations, type Translations } from '../i18n/i18n';
import type { PageMap } from '../ui/OwnedRoutes';
import { PublicFrame } from '../ui/PublicFrame';
import { usePageEffects } from '../ui/usePageEffects';
import { PublicErrorBoundary } from './PublicErrorBoundary';
import { PublicProviders } from './PublicProviders';
import { PublicRoutes } from './PublicRoutes';

function PageEffects() {
  usePageEffects();
  return null;
}

export type PublicPageOptions = {
  /** i18n namespace, same as the federation name (payments, bookings) */
  name: string;
  translations: Translations<object>;
  /** the public pages this build serves (route id → component) */
  pages: PageMap;
};

/**
 * A remote's public pages as their own small site (/pay/{id}, /book in production,
 * `dist/standalone`): the public frame and those pages only, with lean providers, no single-spa,
 * no query cache, none of the signed-in app (docs/decisions/0013-first-visit.md). A remote's dev
 * server runs all its pages with renderStandalone instead.
 */
export function renderPublicPage({ name, translations, pages }: PublicPageOptions, element = document.getElementById('root')): void {
  if (!element) throw new Error('renderPublicPage: no #root element');
  registerTranslations(name, translations);
  const root = createRoot(element);
  // a transition: React renders the first page in slices that yield to the browser, not as one long
  // task (a phone's main thread stays responsive; Lighthouse's total blocking time)
  startTransition(() =>
    root.render(
      <PublicProviders>
        <BrowserRouter>
          <PageEffects />
          <PublicFrame>
            <PublicErrorBoundary>
              <PublicRoutes pages={pages} />
            </PublicErrorBoundary>
          </PublicFrame>
        </BrowserRouter>
      </PublicProviders>,
    ),
  );
}
