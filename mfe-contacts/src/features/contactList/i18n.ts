import type { Translations } from '@frontdesk/shared';

// The contact list's texts, merged into the `contacts` namespace as `list` (src/i18n.ts).
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
    anySource: 'Any source',
  },
  caption: 'Contacts',
  loading: 'Loading contacts…',
  total_one: '{{count}} contact',
  total_other: '{{count}} contacts',
  empty: {
    none: 'No contacts yet. Add your first one, or import the ones you have.',
    noMatch: 'No contacts match these filters.',
    clear: 'Clear filters',
  },
  failed: 'The contacts could not be loaded',
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
    anySource: 'Cualquier origen',
  },
  caption: 'Contactos',
  loading: 'Cargando contactos…',
  total_one: '{{count}} contacto',
  total_other: '{{count}} contactos',
  empty: {
    none: 'Aún no hay contactos. Añade el primero o importa los que ya tienes.',
    noMatch: 'Ningún contacto coincide con estos filtros.',
    clear: 'Quitar filtros',
  },
  failed: 'No se pudieron cargar los contactos',
};

export const listTexts: Translations<typeof en> = { en, es };
