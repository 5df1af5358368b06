import { OwnedRoutes } from '@frontdesk/shared/ui';
import { showcasePages } from './features/showcase/pages';
import { pages } from './routes';

/**
 * This remote's pages in the app (docs/app, src/microApp.ts): the public ones and the /app/extra/*
 * showcase pages (demo flag), each of those a lazy chunk with its library. The docs' own site
 * (src/standalone.tsx) imports only the public map, so none of them is built into it.
 */
export function DocsRoutes() {
  return <OwnedRoutes owner="docs" pages={{ ...pages, ...showcasePages }} />;
}
