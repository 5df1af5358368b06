import { docsPages } from '@frontdesk/shared';
import { OwnedRoutes, type PageMap } from '@frontdesk/shared/ui';
import { DocsPage } from './features/docs/components/DocsPage';
import { HomePage } from './features/marketing/components/HomePage';
import { PricingPage } from './features/marketing/components/PricingPage';

// The /app/extra/* showcase pages are not in this map: they stay on the being-built panel. Every
// page in it is public, so it is also what the docs' own site renders (src/standalone.tsx).
export const pages: PageMap = {
  home: HomePage,
  pricing: PricingPage,
  ...Object.fromEntries(docsPages.map((page) => [`docs.${page}`, DocsPage])),
};

export function DocsRoutes() {
  return <OwnedRoutes owner="docs" pages={pages} />;
}
