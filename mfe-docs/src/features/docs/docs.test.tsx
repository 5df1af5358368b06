import { CONFIG_VARIABLES } from '@frontdesk/api/configVariables';
import { docsPages, routes, settingsStore } from '@frontdesk/shared';
import { currentAddress, renderMicroAppAt } from '@frontdesk/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { microApp } from '../../microApp';
import { apiCalls } from '@frontdesk/api/apiCalls';
import { searchDocs, type SearchEntry } from './search';

const renderAt = (path: string) => renderMicroAppAt(microApp, path);

afterEach(() => settingsStore.update({ language: 'en', direction: 'ltr' }));

describe('a docs page', () => {
  it('shows its article and goes on to the next page, with the previous one before it', async () => {
    renderAt('/docs/getting-started');
    expect(await screen.findByText(/You need Node\.js 20/)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Previous and next page' });
    expect(within(pager).getByRole('link', { name: 'Previous Welcome' })).toHaveAttribute('href', '/docs/welcome');
    await userEvent.click(within(pager).getByRole('link', { name: 'Next Environment variables' }));
    expect(currentAddress()).toBe('/docs/environment-variables');
    expect(await screen.findByRole('heading', { level: 1, name: 'Environment variables' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Environment variables' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no page before the first or after the last', async () => {
    renderAt('/docs/welcome');
    expect(await screen.findByRole('heading', { name: 'What is in the box' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Previous and next page' });
    expect(within(pager).getAllByRole('link')).toHaveLength(1);
    expect(within(pager).getByRole('link', { name: 'Next Getting started' })).toBeInTheDocument();
  });

  it('is written in Spanish for a Spanish reader, its page list and search too', async () => {
    settingsStore.update({ language: 'es' });
    renderAt('/docs/deployment');
    expect(await screen.findByRole('heading', { name: 'Una máquina' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas de la documentación' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar en la documentación' })).toBeInTheDocument();
  });

  it('shows its commands left to right on a right-to-left page', async () => {
    settingsStore.update({ direction: 'rtl' });
    renderAt('/docs/deployment');
    const command = (await screen.findByText(/npm run start:cluster/)).closest('pre');
    expect(command).toHaveAttribute('dir', 'ltr');
  });
});

describe('the docs search', () => {
  it('finds a page by its words and opens the one chosen with the keyboard', async () => {
    renderAt('/docs/welcome');
    await screen.findByRole('heading', { name: 'What is in the box' });
    const box = screen.getByRole('combobox', { name: 'Search the docs' });
    await userEvent.type(box, 'rolling back');
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const first = within(results).getAllByRole('option')[0];
    expect(first).toHaveTextContent('Deployment');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{Enter}');
    expect(currentAddress()).toBe('/docs/deployment');
    expect(box).toHaveValue('');
  });

  it('says when no page matches', async () => {
    renderAt('/docs/welcome');
    await screen.findByRole('heading', { name: 'What is in the box' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Search the docs' }), 'kubernetes');
    expect(await screen.findByText('No page mentions “kubernetes”.')).toBeInTheDocument();
  });

  const entries: SearchEntry[] = [
    { page: 'theming', title: 'Temas', text: 'Cuatro temas y la configuración de colores.' },
    { page: 'settings', title: 'Ajustes', text: 'El tema, el idioma y la configuración del dispositivo.' },
  ];

  it('reads past accents and case, and puts pages with the words in their title first', () => {
    expect(searchDocs(entries, 'CONFIGURACION').map((hit) => hit.page)).toEqual(['theming', 'settings']);
    expect(searchDocs(entries, 'tema').map((hit) => hit.page)).toEqual(['theming', 'settings']);
    expect(searchDocs(entries, 'idioma dispositivo')).toEqual([
      { page: 'settings', title: 'Ajustes', snippet: 'El tema, el idioma y la configuración del dispositivo.' },
    ]);
    expect(searchDocs(entries, '  ')).toEqual([]);
  });
});

describe('the generated reference pages', () => {
  it('list every variable of the API’s one list, and say in Spanish that the descriptions are the source’s', async () => {
    settingsStore.update({ language: 'es' });
    renderAt('/docs/environment-variables');
    await screen.findByRole('heading', { name: 'Todas las variables' });
    const table = await screen.findByRole('table', { name: 'Las variables de entorno que lee la API' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(CONFIG_VARIABLES.map((variable) => variable.name));
    expect(screen.getByText(/se generan a partir del código fuente y están en inglés/)).toBeInTheDocument();
  });

  it('list every call of the OpenAPI document, by area', async () => {
    renderAt('/docs/api-calls');
    await screen.findByRole('heading', { name: 'All calls' });
    expect(await screen.findByRole('table', { name: /^Session · / })).toBeInTheDocument();
    const rows = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toHaveLength(apiCalls.length);
    expect(rows).toContain('POST /api/login');
  });

  it('list every route of the route table', async () => {
    renderAt('/docs/routing');
    await screen.findByRole('heading', { name: 'All routes' });
    const table = await screen.findByRole('table', { name: 'The routes of the app' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(Object.values(routes).map((route) => route.path));
    expect(within(table).getByRole('row', { name: /\/docs redirects to \/docs\/welcome/ })).toBeInTheDocument();
  });

  it('every page has an article in both languages', async () => {
    const { loadArticle } = await import('./articles/article');
    for (const language of ['en', 'es'] as const) {
      for (const page of docsPages) expect((await loadArticle(language, page)).blocks.length).toBeGreaterThan(0);
    }
  });
});
