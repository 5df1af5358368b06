import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerTranslations } from '../i18n/i18n';
import { AppProviders } from '../ui/AppProviders';
import type { MicroAppOptions } from '../ui/createMicroApp';

/** Renders a remote's routes at a path, with the providers every root has (component tests). */
export function renderMicroAppAt({ name, translations, App }: MicroAppOptions, path: string) {
  registerTranslations(name, translations);
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
}
