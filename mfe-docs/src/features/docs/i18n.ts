import type { Translations } from '@frontdesk/shared';

// The docs' chrome (page list, search, previous / next, the reference tables); merged into the
// `docs` namespace as `docs` (src/i18n.ts). The articles themselves are per page and language in
// ./articles, fetched with their page.
const en = {
  nav: 'Documentation pages',
  loading: 'Loading the page…',
  failed: 'This page could not be loaded.',
  tryAgain: 'Try again',
  pager: 'Previous and next page',
  previous: 'Previous',
  next: 'Next',
  search: {
    label: 'Search the docs',
    placeholder: 'Search the docs',
    results: 'Search results',
    loading: 'Searching…',
    none: 'No page mentions “{{query}}”.',
    count_one: '{{count}} page found',
    count_other: '{{count}} pages found',
    failed: 'The search could not be loaded.',
  },
  reference: {
    sourceNote: 'The descriptions in this table are generated from the source code.',
    envVariables: {
      caption: 'The environment variables the API reads',
      name: 'Variable',
      default: 'When unset',
      description: 'What it does',
    },
    apiCalls: {
      caption: 'Calls of the API, by area',
      call: 'Call',
      summary: 'What it does',
      access: 'Access',
      signedIn: 'signed in',
      public: 'public',
      count: '{{count}} calls',
    },
    routes: {
      caption: 'The routes of the app',
      path: 'Path',
      title: 'Page',
      owner: 'Package',
      access: 'Access',
      redirect: 'redirects to {{to}}',
      demo: 'demo',
      accessKinds: { public: 'anyone', guest: 'signed out', app: 'signed in' },
    },
  },
};

const es: Translations<typeof en>['es'] = {
  nav: 'Páginas de la documentación',
  loading: 'Cargando la página…',
  failed: 'No se pudo cargar esta página.',
  tryAgain: 'Reintentar',
  pager: 'Página anterior y siguiente',
  previous: 'Anterior',
  next: 'Siguiente',
  search: {
    label: 'Buscar en la documentación',
    placeholder: 'Buscar en la documentación',
    results: 'Resultados de la búsqueda',
    loading: 'Buscando…',
    none: 'Ninguna página menciona «{{query}}».',
    count_one: '{{count}} página encontrada',
    count_other: '{{count}} páginas encontradas',
    failed: 'No se pudo cargar la búsqueda.',
  },
  reference: {
    sourceNote: 'Las descripciones de esta tabla se generan a partir del código fuente y están en inglés.',
    envVariables: {
      caption: 'Las variables de entorno que lee la API',
      name: 'Variable',
      default: 'Si no se define',
      description: 'Qué hace',
    },
    apiCalls: {
      caption: 'Llamadas de la API, por área',
      call: 'Llamada',
      summary: 'Qué hace',
      access: 'Acceso',
      signedIn: 'con sesión',
      public: 'pública',
      count: '{{count}} llamadas',
    },
    routes: {
      caption: 'Las rutas de la aplicación',
      path: 'Ruta',
      title: 'Página',
      owner: 'Paquete',
      access: 'Acceso',
      redirect: 'redirige a {{to}}',
      demo: 'demo',
      accessKinds: { public: 'cualquiera', guest: 'sin sesión', app: 'con sesión' },
    },
  },
};

export const docsTexts: Translations<typeof en> = { en, es };
