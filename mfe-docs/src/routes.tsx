import { docsPages } from '@frontdesk/shared';
import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { DocsPage } from './features/docs/components/DocsPage';
import { HomePage } from './features/marketing/components/HomePage';
import { PricingPage } from './features/marketing/components/PricingPage';
import { showcasePages } from './features/showcase/pages';

// The /app/extra/* showcase pages are not in this map (src/features/showcase/pages.ts). Every
// page in it is public, so it is also what the docs' own site renders (src/standalone.tsx).
export const pages: PageMap = {
  home: HomePage,
  pricing: PricingPage,
  ...Object.fromEntries(docsPages.map((page) => [`docs.${page}`, DocsPage])),
};

// in the app, also the /app/extra/* showcase pages (lazy, demo flag); the public site never reaches them
export function DocsRoutes() {
  return <OwnedRoutes owner="docs" pages={{ ...pages, ...showcasePages }} />;
}
