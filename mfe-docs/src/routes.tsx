import { docsPages } from '@frontdesk/shared';
import type { PageMap } from '@frontdesk/shared/ui';
import { DocsPage } from './features/docs/components/DocsPage';
import { HomePage } from './features/marketing/components/HomePage';
import { PricingPage } from './features/marketing/components/PricingPage';

// Every page in this map is public, so it is also what the docs' own site renders (src/standalone.tsx).
// The app's routes (these and the /app/extra/* showcase pages) are src/appRoutes.tsx: the site never
// imports them.
export const pages: PageMap = {
  home: HomePage,
  pricing: PricingPage,
  ...Object.fromEntries(docsPages.map((page) => [`docs.${page}`, DocsPage])),
};
