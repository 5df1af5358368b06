import type { Translations } from '@frontdesk/shared';

// The contact list's texts, merged into the `contacts` namespace as `list`; the contact sources as `sources`.
const en = {
  actions: {
    new: 'New contact',
    import: 'Import',
    export: 'Export CSV',
    assetTypes: 'Asset types',
  },
  filters: {
    label: 'Find contacts',
    search: 'Search',
    searchPlaceholder: 'Name, email or phone',
    tag: 'Tag',
    anyTag: 'Any tag',
    noTags: 'No tags yet',
    source: 'Source',
    anySource: 'Any source',
  },
  columns: {
    name: 'Name',
    phone: 'Phone',
    email: 'Email',
    tags: 'Tags',
    source: 'Source',
    lastVisit: 'Last visit',
    added: 'Added',
  },
  loading: 'Loading contacts…',
  none: '—',
  never: 'Never',
  total_one: '{{count}} contact',
  total_other: '{{count}} contacts',
  empty: {
    none: 'No contacts yet. Add your first one, or import the ones you have.',
    noMatch: 'No contacts match these filters.',
    clear: 'Clear filters',
  },
  failed: {
    title: 'The contacts could not be loaded',
    text: 'Check your connection and try again.',
    retry: 'Retry',
  },
};

const es: Translations<typeof en>['es'] = {
  actions: {
    new: 'Nuevo contacto',
    import: 'Importar',
    export: 'Exportar CSV',
    assetTypes: 'Tipos de activo',
  },
  filters: {
    label: 'Buscar contactos',
    search: 'Buscar',
    searchPlaceholder: 'Nombre, correo o teléfono',
    tag: 'Etiqueta',
    anyTag: 'Cualquier etiqueta',
    noTags: 'Aún no hay etiquetas',
    source: 'Origen',
    anySource: 'Cualquier origen',
  },
  columns: {
    name: 'Nombre',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    tags: 'Etiquetas',
    source: 'Origen',
    lastVisit: 'Última visita',
    added: 'Alta',
  },
  loading: 'Cargando contactos…',
  none: '—',
  never: 'Nunca',
  total_one: '{{count}} contacto',
  total_other: '{{count}} contactos',
  empty: {
    none: 'Aún no hay contactos. Añade el primero o importa los que ya tienes.',
    noMatch: 'Ningún contacto coincide con estos filtros.',
    clear: 'Quitar filtros',
  },
  failed: {
    title: 'No se pudieron cargar los contactos',
    text: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
  },
};

export const listTexts: Translations<typeof en> = { en, es };

const sourcesEn = {
  walk_in: 'Walk-in',
  phone: 'Phone',
  website: 'Website',
  online_booking: 'Online booking',
  referral: 'Referral',
  social: 'Social media',
  advertising: 'Advertising',
  import: 'Import',
  other: 'Other',
};
const sourcesEs: Translations<typeof sourcesEn>['es'] = {
  walk_in: 'Sin cita',
  phone: 'Teléfono',
  website: 'Sitio web',
  online_booking: 'Reserva en línea',
  referral: 'Recomendación',
  social: 'Redes sociales',
  advertising: 'Publicidad',
  import: 'Importación',
  other: 'Otro',
};
export const sourcesTexts: Translations<typeof sourcesEn> = { en: sourcesEn, es: sourcesEs };
