import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { registerTranslations } from '../i18n/i18n';
import { AppProviders } from '../ui/AppProviders';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { MicroAppOptions } from '../ui/createMicroApp';
import { PublicFrame } from '../ui/PublicFrame';
import { usePageEffects } from '../ui/usePageEffects';

function PageEffects() {
  usePageEffects();
  return null;
}

/**
 * Runs a remote on its own, with no shell (its dev server, or /pay and /book served by a
 * single remote): the shared providers, a minimal public frame and the remote's routes.
 */
export function renderStandalone({ name, translations, App }: MicroAppOptions, element = document.getElementById('root')): void {
  if (!element) throw new Error('renderStandalone: no #root element');
  registerTranslations(name, translations);
  start({ urlRerouteOnly: true });
  createRoot(element).render(
    <AppProviders>
      <BrowserRouter>
        <PageEffects />
        <PublicFrame>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </PublicFrame>
      </BrowserRouter>
    </AppProviders>,
  );
}
